import { lazy, Suspense } from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { MapPoint } from '../../../ui/map-parts';
import type { DrawnLine } from '../../../ui/line-draw/line-draw';
import { ADOPTION_CORRIDOR_MAX_M, ADOPTION_CORRIDOR_MIN_M, ADOPTION_STREET_MAX_M, ADOPTION_STREET_MAX_POINTS } from '../contract';
import { useAdoptionsTexts } from './texts';

// The drawing map comes in its own chunk (Leaflet), like the point picker.
const LineDrawMap = lazy(() => import('../../../ui/line-draw/LineDrawMap'));

export interface StreetFieldsProps {
  line: DrawnLine | null;
  onLine: (line: DrawnLine) => void;
  /** The corridor's half-width in metres. */
  width: number;
  onWidth: (width: number) => void;
  centre: MapPoint;
  /** The form's message for the line (too few points, too long), shown below the map. */
  error?: string | undefined;
}

/**
 * Issue 42's adopted street in the adopt form: the line drawn on the map (tap, or the arrow keys and
 * 'Add the map's centre'; undo, clear; the live status says the points and the length) and the width
 * of the corridor on each side (10 to 100 m).
 */
export function StreetFields({ line, onLine, width, onWidth, centre, error }: StreetFieldsProps) {
  const { t } = useAdoptionsTexts();
  return (
    <>
      <Suspense fallback={<Typography role="status">{t('form.mapLoading')}</Typography>}>
        <LineDrawMap
          value={line}
          onChange={onLine}
          maxPoints={ADOPTION_STREET_MAX_POINTS}
          centre={centre}
          label={t('form.streetMapLabel')}
          texts={{
            hint: t('form.streetHint', { max: ADOPTION_STREET_MAX_M }),
            addAtCentre: t('form.streetAdd'),
            undo: t('form.streetUndo'),
            clear: t('form.streetClear'),
            status: (points, lengthM) => t('form.streetStatus', { points, length: Math.round(lengthM) }),
            full: t('form.streetFull'),
          }}
        />
      </Suspense>
      {error && (
        <Typography color="error" role="alert" data-testid="street-error">
          ✕ {error}
        </Typography>
      )}
      <Typography id="adopt-corridor-label">{t('form.corridor')}</Typography>
      <Slider
        value={width}
        min={ADOPTION_CORRIDOR_MIN_M}
        max={ADOPTION_CORRIDOR_MAX_M}
        step={5}
        onChange={(_e, v) => onWidth(v)}
        valueLabelDisplay="auto"
        getAriaValueText={(v) => t('form.corridorValue', { width: v })}
        slotProps={{ input: { 'aria-labelledby': 'adopt-corridor-label' } }}
      />
    </>
  );
}
