import type L from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { MapView } from '../clusters';

/** Reports the map's view (bounds and zoom) after every move or zoom, and once at the start. */
export function ViewTracker({ onView }: { onView: (view: MapView) => void }) {
  const map = useMap();
  useEffect(() => {
    onView(viewOf(map));
  }, [map, onView]);
  useMapEvents({
    moveend: () => onView(viewOf(map)),
    zoomend: () => onView(viewOf(map)),
    resize: () => onView(viewOf(map)),
  });
  return null;
}

function viewOf(map: L.Map): MapView {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}
