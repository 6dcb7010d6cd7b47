import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { Circle, Polyline, Popup, useMap } from 'react-leaflet';
import { errorMessage } from '../../../client/api';
import type { SlotProps } from '../../../client/module-slots';
import type { AdoptionDto } from '../contract';
import { layerBbox, LAYER_MIN_ZOOM, useAdoptionsInBox } from './api/use-adoptions-layer';
import { useLayerTexts } from './layer-texts';

const ON_TIME = { color: '#2e7d32', weight: 2, fillColor: '#43a047', fillOpacity: 0.15 };
// Overdue spots are dashed as well as orange: the colour is not the only sign.
const OVERDUE = { color: '#e65100', weight: 2, dashArray: '6 4', fillColor: '#fb8c00', fillOpacity: 0.15 };

/** A street's corridor (both sides) in screen pixels at the zoom: a line as wide as the adopted street, at least 3 px. */
const corridorPx = (s: AdoptionDto, zoom: number) => Math.max(3, (2 * s.radiusM * 2 ** (zoom + 8)) / (40_075_017 * Math.cos((s.latitude * Math.PI) / 180)));

/** A Leaflet control in the map's bottom-left corner, answered as the element React renders into. */
function useControlBox(map: L.Map): HTMLElement | null {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const control = new L.Control({ position: 'bottomleft' });
    control.onAdd = () => {
      const div = L.DomUtil.create('div', 'leaflet-bar cq-spots-layer');
      L.DomEvent.disableClickPropagation(div);
      L.DomEvent.disableScrollPropagation(div);
      return div;
    };
    control.addTo(map);
    setBox(control.getContainer() ?? null);
    return () => {
      control.remove();
      setBox(null);
    };
  }, [map]);
  return box;
}

/**
 * Issue 42: the map tab's layer of adopted spots (the tasks module's `taskMapLayer` slot, its own chunk).
 * Off until the person turns it on with its switch (bottom left of the map); then each active spot in
 * the view is a circle of its radius, or a street a line as wide as its corridor (green on time, orange
 * and dashed when a visit was missed) whose
 * popup names the adopter by their public name, the schedule, the next visit and whether it is on time.
 * It asks GET /api/adoptions?bbox= for the view (grown to a grid), only from zoom LAYER_MIN_ZOOM on.
 */
export default function SpotsLayer({ view }: SlotProps<'taskMapLayer'>) {
  const { t, ready } = useLayerTexts();
  const map = useMap();
  const box = useControlBox(map);
  const [on, setOn] = useState(false);
  const bbox = on ? layerBbox(view) : null;
  const spots = useAdoptionsInBox(bbox);
  const list = bbox !== null ? (spots.data?.adoptions ?? []) : [];

  let status: string | null = null;
  if (on && view && view.zoom < LAYER_MIN_ZOOM) status = t('layer.zoomIn');
  else if (on && spots.isPending) status = t('layer.loading');
  else if (on && spots.isError) status = t('layer.failed', { message: errorMessage(spots.error, spots.error.message) });
  else if (on && spots.isSuccess) status = list.length === 0 ? t('layer.empty') : t('layer.count', { count: list.length });

  return (
    <>
      {box &&
        ready &&
        createPortal(
          <div style={{ background: '#fff', padding: '4px 8px', maxWidth: 240, fontSize: 14 }}>
            <label style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 44, cursor: 'pointer' }}>
              <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} style={{ width: 20, height: 20 }} />
              {t('layer.toggle')}
            </label>
            <div role="status" data-testid="spots-layer-status">
              {status}
              {on && spots.isError && (
                <button type="button" onClick={() => void spots.refetch()} style={{ marginInlineStart: 6, minHeight: 32 }}>
                  {t('layer.retry')}
                </button>
              )}
            </div>
          </div>,
          box,
        )}
      {ready &&
        list.map((s) => {
          const popup = (
            <Popup>
              <SpotPopup spot={s} />
            </Popup>
          );
          const style = s.onTime ? ON_TIME : OVERDUE;
          return s.path ? (
            <Polyline key={s.id} positions={s.path.map(([lon, lat]) => [lat, lon] as [number, number])} pathOptions={{ ...style, weight: corridorPx(s, view?.zoom ?? map.getZoom()), opacity: 0.5 }}>
              {popup}
            </Polyline>
          ) : (
            <Circle key={s.id} center={[s.latitude, s.longitude]} radius={s.radiusM} pathOptions={style}>
              {popup}
            </Circle>
          );
        })}
    </>
  );
}

function SpotPopup({ spot }: { spot: AdoptionDto }) {
  const { t } = useLayerTexts();
  return (
    <div data-testid="spot-popup">
      <strong>{t('layer.adoptedBy', { name: spot.adopter.name || t('layer.volunteer') })}</strong>
      <br />
      {spot.path
        ? t('layer.scheduleStreet', { weeks: t('layer.weeks', { count: spot.everyWeeks }), km: (spot.lengthM ?? 0) / 1000 })
        : t('layer.schedule', { weeks: t('layer.weeks', { count: spot.everyWeeks }), radius: spot.radiusM })}
      <br />
      {spot.onTime ? t('layer.onTime') : t('layer.overdue')}
      {' · '}
      {t('layer.due', { at: new Date(spot.nextDueAt) })}
      <br />
      {spot.lastVisitAt ? t('layer.lastVisit', { at: new Date(spot.lastVisitAt) }) : t('layer.noVisit')}
    </div>
  );
}
