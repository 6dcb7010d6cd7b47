import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type L from 'leaflet';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useReducedMotion } from '../../../client/accessibility/hooks';
import { useHydrated } from '../../../client/hydration';
import { useGeolocation } from '../../../client/geo/use-geolocation';
import { DEFAULT_MAP_POINT, MAP_ZOOM } from '../../../shared/constants';
import type { TaskDto } from '../contract';
import { boxForView, useTasksInBox } from './api/use-available-tasks';
import { useMapConfig } from './api/use-map-config';
import type { MapView } from './clusters';
import { MapBadges } from './map/MapBadges';
import { MapControls } from './map/MapControls';
import { MapOverlay } from './map/MapOverlay';
import { MapScreenStyles } from './map/map-screen-styles';
import { StaticTiles } from './map/StaticTiles';
import { useStaticTiles } from './map/use-static-tiles';
import { tasksNear } from './task-format';

/**
 * Leaflet and its markers load after the screen's frame, so the heading and badges show at once. The
 * chunk is preloaded together with this screen's (webpackPreload), not after it has rendered. The
 * start view's tiles, the page's largest paint, do not wait for it: StaticTiles draws them as plain
 * images under the map until Leaflet's own have loaded.
 */
const TaskMap = lazy(() => import(/* webpackPreload: true */ './map/TaskMap'));
// Not needed for the first paint: fetched at idle time (prefetch), mounted at the first opening.
const TaskDetailSheet = lazy(() => import(/* webpackPrefetch: true */ './TaskDetailSheet').then((m) => ({ default: m.TaskDetailSheet })));
const TasksInView = lazy(() => import(/* webpackPrefetch: true */ './map/TasksInView').then((m) => ({ default: m.TasksInView })));

export interface MapScreenProps {
  /** Called when a task marker is clicked (the task-select callback of spec 2). */
  onTaskSelect?: (task: TaskDto) => void;
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
}

/**
 * The map tab: tasks around the user's GPS position (or the default point), clustered, polled every
 * 15 s for the area around the view; badges, controls, overlays, the user marker and the detail sheet.
 */
export default function MapScreen({ onTaskSelect, geolocation }: MapScreenProps = {}) {
  const { t } = useTranslation('tasks');
  const hydrated = useHydrated();
  const headingId = useId();
  const { config, ready: configReady } = useMapConfig();
  const gps = useGeolocation({ watch: true, geolocation });
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [details, setDetails] = useState<TaskDto | null>(null);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  if (details && !sheetLoaded) setSheetLoaded(true);
  const [listOpen, setListOpen] = useState(false);
  const [listLoaded, setListLoaded] = useState(false);
  if (listOpen && !listLoaded) setListLoaded(true);
  const centred = useRef(false);
  const flyToMe = useRef(false);

  const box = useMemo(
    () => (view ? boxForView({ west: view.bbox[0], south: view.bbox[1], east: view.bbox[2], north: view.bbox[3], zoom: view.zoom }) : null),
    [view],
  );
  const tasksQuery = useTasksInBox(box);
  // A new answer reaches the badges, clusters and markers in a non-urgent render, which React does in
  // slices (the answer's own render is urgent: react-query's store updates always are).
  const answer = useDeferredValue(tasksQuery.data);
  const tasks = useMemo(() => (Array.isArray(answer) ? answer : []), [answer]);
  const tasksById = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const here = gps.position ?? DEFAULT_MAP_POINT;
  const nearby = useMemo(() => tasksNear(tasks, here).length, [tasks, here]);

  // The map container is a labelled region (react-leaflet renders a plain div).
  useEffect(() => {
    if (!map) return;
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', t('map.label'));
  }, [map, t]);

  // Reduced motion (accessibility settings or the system): jump instead of flying.
  const reducedMotion = useReducedMotion();
  const staticTiles = useStaticTiles(map, !reducedMotion);
  const moveTo = useCallback(
    (at: [number, number], zoom: number) => (reducedMotion ? map?.setView(at, zoom, { animate: false }) : map?.flyTo(at, zoom)),
    [map, reducedMotion],
  );

  // Centre on the first GPS fix; later fixes move only the user marker (the user may be panning).
  useEffect(() => {
    const p = gps.position;
    if (!map || !p) return;
    if (!centred.current || flyToMe.current) {
      const first = !centred.current;
      centred.current = true;
      flyToMe.current = false;
      if (first) map.setView([p.latitude, p.longitude], map.getZoom());
      else moveTo([p.latitude, p.longitude], Math.max(map.getZoom(), MAP_ZOOM));
    }
  }, [map, gps.position, moveTo]);

  const onView = useCallback((next: MapView) => setView(next), []);
  const select = useCallback(
    (task: TaskDto) => {
      setSelectedId(task.id);
      onTaskSelect?.(task);
    },
    [onTaskSelect],
  );
  const openDetails = useCallback((task: TaskDto) => {
    setSelectedId(task.id);
    setDetails(task);
  }, []);

  // Issue 24: `/map?task=<id>&lat=<lat>&lon=<lon>` (an area alert's link) starts the view at the task
  // (the first GPS fix does not move it away) and opens its sheet once the task is loaded.
  const [search] = useSearchParams();
  const linked = useMemo(() => linkedTask(search), [search]);
  const openedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !linked?.at) return;
    centred.current = true;
    map.setView(linked.at, Math.max(map.getZoom(), MAP_ZOOM), { animate: false });
  }, [map, linked]);
  useEffect(() => {
    const task = linked && openedLink.current !== linked.id ? tasksById.get(linked.id) : undefined;
    if (!task) return;
    openedLink.current = task.id;
    openDetails(task);
  }, [linked, tasksById, openDetails]);

  function findMe() {
    flyToMe.current = true;
    if (gps.position && map) {
      flyToMe.current = false;
      moveTo([gps.position.latitude, gps.position.longitude], Math.max(map.getZoom(), MAP_ZOOM));
    }
    gps.refresh();
  }

  function refreshAll() {
    void tasksQuery.refetch();
    gps.refresh();
    map?.invalidateSize();
    map?.eachLayer((layer) => {
      if ('redraw' in layer && typeof (layer as L.TileLayer).redraw === 'function') (layer as L.TileLayer).redraw();
    });
  }

  const gpsError = gps.error ? t(gps.error.key, { ns: 'common', defaultValue: gps.error.message }) : null;
  const loading = !map || (tasksQuery.isPending && tasks.length === 0);
  const failed = tasksQuery.isError && tasks.length === 0;

  return (
    // Plain elements with the classes of MapScreenStyles, no Box/Typography/sx layers (issue 38 point 3).
    <section aria-labelledby={headingId} className="cq-map-screen">
      <MapScreenStyles />
      <h1 id={headingId} className="cq-map-heading">
        {t('map.title')}
      </h1>
      {staticTiles.shown && <StaticTiles url={configReady ? config.mapTileUrl : null} />}
      {/* Leaflet runs in the browser only: not on the server, not during hydration. */}
      {hydrated && (
        <Suspense fallback={null}>
          <TaskMap
            onMap={setMap}
            onView={onView}
            config={configReady ? config : null}
            tasks={tasks}
            tasksById={tasksById}
            view={view}
            selectedId={selectedId}
            onSelect={select}
            onViewDetails={openDetails}
            position={gps.position}
            onTilesLoaded={staticTiles.onTilesLoaded}
          />
        </Suspense>
      )}

      <div className="cq-map-badges">
        <MapBadges available={tasks.length} nearby={nearby} gpsStatus={gps.status} accuracy={gps.position?.accuracy ?? null} gpsError={gpsError} />
      </div>
      <div className="cq-map-controls-place">
        <MapControls
          onRefreshTasks={() => void tasksQuery.refetch()}
          onFindMe={findMe}
          onCentre={() => map?.setView([DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude], MAP_ZOOM)}
          onRefresh={refreshAll}
          onToggleList={() => setListOpen((o) => !o)}
          listOpen={listOpen}
          refreshing={tasksQuery.isFetching}
        />
      </div>

      {(loading || failed) && <MapOverlay kind={failed ? 'error' : 'loading'} veil={!staticTiles.shown} onRetry={() => void tasksQuery.refetch()} />}

      {listLoaded && (
        <Suspense fallback={null}>
          <TasksInView
            open={listOpen}
            onClose={() => setListOpen(false)}
            tasks={tasks}
            view={view}
            from={here}
            onOpen={(task) => {
              select(task);
              openDetails(task);
            }}
          />
        </Suspense>
      )}
      {sheetLoaded && (
        <Suspense fallback={null}>
          <TaskDetailSheet task={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** The task a link names (`?task=<id>`, with its place as `lat` and `lon` when known), or null. */
function linkedTask(search: URLSearchParams): { id: string; at: [number, number] | null } | null {
  const id = search.get('task');
  if (!id) return null;
  const lat = Number(search.get('lat'));
  const lon = Number(search.get('lon'));
  const known = search.has('lat') && search.has('lon') && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  return { id, at: known ? [lat, lon] : null };
}
