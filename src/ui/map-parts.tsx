import { useEffect, useMemo } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

/** A point on a map, as the modules' DTOs carry it. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Makes the map container a labelled region (react-leaflet renders a plain div). Inside a MapContainer. */
export function MapRegionLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Keeps the map centred on `centre` (no animation), at its zoom. Inside a MapContainer. */
export function FollowCentre({ centre }: { centre: MapPoint }) {
  const map = useMap();
  const at = useMemo(() => [centre.latitude, centre.longitude] as [number, number], [centre.latitude, centre.longitude]);
  useEffect(() => {
    map.setView(at, map.getZoom(), { animate: false });
  }, [map, at]);
  return null;
}

/** Hands the point of each click or tap on the map to `onPick`. Inside a MapContainer. */
export function ClickToPick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({ click: (e) => onPick({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}
