/**
 * The anchor's Leaflet map (in the browser's one bundle; the server renders without it): react-leaflet at the spec's
 * default point and zoom, tiles from the configured template, and the available tasks as markers,
 * fetched from GET /api/tasks/available once the map is there, as the app fetches them.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_POINT, MAP_MAX_ZOOM, MAP_ZOOM } from '../../src/shared/constants';
import type { AnchorMapProps } from './Anchor';

interface AvailableTask {
  id: string;
  report: { latitude: number; longitude: number; wasteType: string };
}

const ICON = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50%;background:#2e7d32;border:3px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
});

/** The map container is a labelled region, as the app's (react-leaflet renders a plain div). */
function RegionLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().setAttribute('role', 'region');
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export default function AnchorMap({ tileUrl, attribution, label }: AnchorMapProps) {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<AvailableTask[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/tasks/available', { signal: abort.signal, credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<AvailableTask[]>) : []))
      .then(setTasks, () => undefined);
    return () => abort.abort();
  }, []);
  return (
    <MapContainer center={[DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude]} zoom={MAP_ZOOM} maxZoom={MAP_MAX_ZOOM} style={{ height: '100%', width: '100%' }}>
      <RegionLabel label={label} />
      <TileLayer url={tileUrl} attribution={attribution} maxZoom={MAP_MAX_ZOOM} />
      {tasks.map((task) => (
        <Marker key={task.id} position={[task.report.latitude, task.report.longitude]} icon={ICON} title={t('map.task', { type: task.report.wasteType })} />
      ))}
    </MapContainer>
  );
}
