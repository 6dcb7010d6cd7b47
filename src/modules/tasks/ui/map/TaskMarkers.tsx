import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type L from 'leaflet';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type Supercluster from 'supercluster';
import type { TaskDto } from '../../contract';
import { clustersInView, isCluster, type ClusterOrTask, type MapView, type TaskPointProps } from '../clusters';
import { rewardOf } from '../task-format';
import { createMarkerLayer, type MarkerLayer, type MarkerSpec } from './marker-layer';
import { clusterIcon, taskIcon } from './markers';
import { TaskPopup } from './TaskPopup';

/** Opening a popup pans the map so the popup clears the badges (top left) and the controls. */
const POPUP_OPTIONS: L.PopupOptions = { autoPanPaddingTopLeft: [8, 128], autoPanPadding: [8, 8] };

export interface TaskMarkersProps {
  index: Supercluster<TaskPointProps>;
  tasksById: Map<string, TaskDto>;
  view: MapView;
  selectedId: string | null;
  onSelect: (task: TaskDto) => void;
  onViewDetails: (task: TaskDto) => void;
}

/**
 * The clusters and task markers of the current view (at most MAX_MARKERS of them), drawn by one
 * imperative Leaflet layer (marker-layer.ts) that an effect keeps in step with the view, the tasks
 * and the selection. Only the open popup is React: TaskPopup rendered into it.
 */
export function TaskMarkers({ index, tasksById, view, selectedId, onSelect, onViewDetails }: TaskMarkersProps) {
  const map = useMap();
  const { t } = useTranslation('tasks');
  const [layer, setLayer] = useState<MarkerLayer | null>(null);
  const [popupTaskId, setPopupTaskId] = useState<string | null>(null);
  // The layer's event handlers read the latest props.
  const latest = useRef({ index, tasksById, onSelect });
  useEffect(() => {
    latest.current = { index, tasksById, onSelect };
  });

  useEffect(() => {
    const created = createMarkerLayer(
      map,
      {
        onTask: (taskId) => {
          const task = latest.current.tasksById.get(taskId);
          if (task) latest.current.onSelect(task);
        },
        onCluster: (clusterId, lat, lon) => {
          map.flyTo([lat, lon], Math.min(latest.current.index.getClusterExpansionZoom(clusterId), map.getMaxZoom()));
        },
        onPopup: setPopupTaskId,
      },
      POPUP_OPTIONS,
    );
    setLayer(created);
    return () => {
      created.remove();
      setLayer(null);
    };
  }, [map]);

  const features = useMemo(() => clustersInView(index, view), [index, view]);
  // Titles are the costly part of a spec (several translations each): kept per task object and language.
  const titles = useMemo(() => ({ t, cache: new WeakMap<TaskDto, string>() }), [t]);
  useEffect(() => {
    layer?.update(markerSpecs(features, tasksById, selectedId, titles.t, titles.cache));
  }, [layer, features, tasksById, selectedId, titles]);

  const popupTask = popupTaskId ? (tasksById.get(popupTaskId) ?? null) : null;
  // Lay the popup out around its new content before the browser paints it.
  useLayoutEffect(() => {
    if (popupTask) layer?.refreshPopup();
  }, [layer, popupTask]);

  return layer && popupTask ? createPortal(<TaskPopup task={popupTask} onViewDetails={onViewDetails} />, layer.content) : null;
}

/** The markers for the clusters and tasks of a view. */
export function markerSpecs(
  features: readonly ClusterOrTask[],
  tasksById: Map<string, TaskDto>,
  selectedId: string | null,
  t: TFunction<'tasks'>,
  titles = new WeakMap<TaskDto, string>(),
): MarkerSpec[] {
  const specs: MarkerSpec[] = [];
  for (const f of features) {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    if (isCluster(f)) {
      const count = f.properties.point_count as number;
      const id = f.properties.cluster_id as number;
      specs.push({ key: `c${id}`, kind: 'cluster', id, lat, lon, icon: clusterIcon(count), title: t('map.cluster', { count }), zIndexOffset: 0 });
      continue;
    }
    const task = tasksById.get((f.properties as TaskPointProps).taskId);
    if (!task) continue;
    let title = titles.get(task);
    if (title === undefined) {
      title = taskTitle(task, t);
      titles.set(task, title);
    }
    const selected = task.id === selectedId;
    const r = task.report;
    specs.push({
      key: `t${task.id}`,
      kind: 'task',
      id: task.id,
      lat: r.latitude,
      lon: r.longitude,
      icon: taskIcon(r.wasteType, r.priority, selected),
      title,
      zIndexOffset: selected ? 1000 : 0,
    });
  }
  return specs;
}

function taskTitle(task: TaskDto, t: TFunction<'tasks'>): string {
  const r = task.report;
  return t('map.taskMarker', {
    title: t(`wasteTitle.${r.wasteType}`),
    location: r.location || t('card.noLocation'),
    priority: t('priority.label', { priority: t(`priority.${r.priority}`) }),
    reward: rewardOf(task),
  });
}
