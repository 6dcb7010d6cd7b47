import 'leaflet/dist/leaflet.css';
import { useMemo, useRef } from 'react';
import type L from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, MapContainer, Polyline, TileLayer } from 'react-leaflet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useReducedMotion } from '../../client/accessibility/hooks';
import { clientConfigQuery } from '../../client/config-query';
import { MAP_MAX_ZOOM } from '../../shared/constants';
import { mapTileSettings } from '../../shared/map-tiles';
import { ClickToPick, MapRegionLabel, type MapPoint } from '../map-parts';
import { addPoint, drawnLengthM, emptyLine, LINE_DRAW_MAX_POINTS, undoPoint, type DrawnLine } from './line-draw';

/** The texts the drawing shows (src/ui imports no module: the caller gives them, in its language). */
export interface LineDrawTexts {
  /** The button adding a point at the map's centre (the way to draw without a pointer). */
  addAtCentre: string;
  undo: string;
  clear: string;
  /** The live status: how many points and how long the line is so far (metres, unformatted). */
  status: (points: number, lengthM: number) => string;
  /** Said when the line has as many points as it takes. */
  full: string;
  /** How to draw, shown above the map. */
  hint: string;
}

export interface LineDrawMapProps {
  /** The line so far (0 or 1 points while drawing; null is an empty line). */
  value: DrawnLine | null;
  /** Every change: a point added, the last one undone, all cleared. */
  onChange: (line: DrawnLine) => void;
  /** The most points the line takes (default LINE_DRAW_MAX_POINTS). */
  maxPoints?: number;
  /** Where the map first looks when the line is empty (else it starts at the line's last point). */
  centre: MapPoint;
  zoom?: number;
  /** The map region's accessible name. */
  label: string;
  texts: LineDrawTexts;
  height?: number;
}

/**
 * Draw a line on a map (issue 40's route drawn instead of recorded, issue 42's adopted street): a tap or
 * click adds a point at its end, the line shows as it grows; Undo takes the last point away, Clear all.
 * Without a pointer: the map pans with the arrow keys (Leaflet's keyboard handler) and 'Add a point at
 * the centre' adds the point under the cross in the middle. A live status says the points and the length.
 * Its own lazy chunk (react-leaflet): load it with React.lazy, never on the first route.
 */
export default function LineDrawMap({ value, onChange, maxPoints = LINE_DRAW_MAX_POINTS, centre, zoom = 16, label, texts, height = 280 }: LineDrawMapProps) {
  const config = useQuery(clientConfigQuery<Record<string, unknown>>());
  const tiles = mapTileSettings(config.data);
  const reducedMotion = useReducedMotion();
  const map = useRef<L.Map | null>(null);
  const line = value ?? emptyLine();
  const count = line.coordinates.length;
  const full = count >= maxPoints;
  const positions = useMemo(() => line.coordinates.map(([lon, lat]) => [lat, lon] as [number, number]), [line]);
  // The first view only: the map does not jump while someone draws.
  const [startLat, startLon] = positions.at(-1) ?? [centre.latitude, centre.longitude];
  const add = (p: MapPoint) => {
    const next = addPoint(line, p, maxPoints);
    if (next !== line && next.coordinates.length !== count) onChange(next);
  };
  const addAtCentre = () => {
    const c = map.current?.getCenter();
    if (c) add({ latitude: c.lat, longitude: c.lng });
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {texts.hint}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <MapContainer
          center={[startLat, startLon]}
          zoom={zoom}
          maxZoom={MAP_MAX_ZOOM}
          zoomAnimation={!reducedMotion}
          fadeAnimation={!reducedMotion}
          ref={(m) => void (map.current = m)}
          style={{ height, width: '100%', borderRadius: 8, cursor: 'crosshair' }}
        >
          <MapRegionLabel label={label} />
          {!config.isPending && <TileLayer url={tiles.mapTileUrl} attribution={tiles.mapAttribution} maxZoom={MAP_MAX_ZOOM} />}
          <ClickToPick onPick={add} />
          {positions.length > 1 && <Polyline positions={positions} pathOptions={{ color: '#1565c0', weight: 5 }} interactive={false} />}
          {positions.map((p, i) => (
            <CircleMarker key={i} center={p} radius={i === positions.length - 1 ? 7 : 4} pathOptions={{ color: '#1b5e20', weight: 2, fillColor: '#43a047', fillOpacity: 0.9 }} interactive={false} />
          ))}
        </MapContainer>
        {/* The cross marking the centre, where 'Add a point at the centre' puts the point. */}
        <Box aria-hidden data-testid="line-draw-cross" sx={{ position: 'absolute', left: '50%', top: '50%', width: 24, height: 24, ml: '-12px', mt: '-12px', pointerEvents: 'none', zIndex: 500, background: 'linear-gradient(#d32f2f,#d32f2f) center/2px 100% no-repeat, linear-gradient(#d32f2f,#d32f2f) center/100% 2px no-repeat' }} />
      </Box>
      <Typography role="status" aria-live="polite" data-testid="line-draw-status">
        {texts.status(count, drawnLengthM(line))}
        {full ? ` ${texts.full}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={addAtCentre} disabled={full} startIcon={<AddLocationAltOutlinedIcon />} sx={{ minHeight: 44 }} data-testid="line-draw-add">
          {texts.addAtCentre}
        </Button>
        <Button onClick={() => onChange(undoPoint(line))} disabled={count === 0} startIcon={<UndoIcon />} sx={{ minHeight: 44 }} data-testid="line-draw-undo">
          {texts.undo}
        </Button>
        <Button color="error" onClick={() => onChange(emptyLine())} disabled={count === 0} startIcon={<DeleteOutlinedIcon />} sx={{ minHeight: 44 }} data-testid="line-draw-clear">
          {texts.clear}
        </Button>
      </Box>
    </Stack>
  );
}
