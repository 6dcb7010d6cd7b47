import { lazy, Suspense, useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { browserGeolocation } from '../../../client/geo/get-position';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { MapPoint } from '../../../ui/map-parts';
import { SURVEY_DRAWN_MAX_POINTS, type SurveyDraft } from './draft';
import { formatDistance } from './format';
import { useSurveysTexts } from './texts';

/** The drawing map: its own chunk with Leaflet, loaded only when someone draws a route. */
const LineDrawMap = lazy(() => import('../../../ui/line-draw/LineDrawMap'));

type Update = (change: (d: SurveyDraft) => SurveyDraft) => void;

/** Where the map looks before anything is drawn: the person's position if the browser gives it within a few seconds. */
function useStartCentre(skip: boolean): { centre: MapPoint; locating: boolean } {
  const [centre, setCentre] = useState<MapPoint | null>(null);
  const [locating, setLocating] = useState(!skip);
  useEffect(() => {
    const geo = skip ? undefined : browserGeolocation();
    if (!geo) return void setLocating(false);
    let live = true;
    geo.getCurrentPosition(
      (p) => live && (setCentre({ latitude: p.coords.latitude, longitude: p.coords.longitude }), setLocating(false)),
      () => live && setLocating(false),
      { enableHighAccuracy: false, maximumAge: 300_000, timeout: 8_000 },
    );
    return () => {
      live = false;
    };
  }, [skip]);
  return { centre: centre ?? DEFAULT_MAP_POINT, locating };
}

/** The survey's route drawn on the map (issue 40: the alternative to recording it with the GPS). */
export function DrawnRoute({ draft, update }: { draft: SurveyDraft; update: Update }) {
  const { t, i18n } = useSurveysTexts();
  const hasLine = (draft.drawn?.coordinates.length ?? 0) > 0;
  const { centre, locating } = useStartCentre(hasLine);
  if (locating) {
    return (
      <>
        <Typography role="status">{t('draw.locating')}</Typography>
        <Skeleton variant="rectangular" height={280} />
      </>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
      <LineDrawMap
        value={draft.drawn ?? null}
        onChange={(drawn) => update((d) => ({ ...d, drawn }))}
        maxPoints={SURVEY_DRAWN_MAX_POINTS}
        centre={centre}
        label={t('draw.mapLabel')}
        texts={{
          hint: t('draw.hint'),
          addAtCentre: t('draw.addAtCentre'),
          undo: t('draw.undo'),
          clear: t('draw.clear'),
          full: t('draw.full'),
          status: (count, metres) => t('draw.status', { count, distance: formatDistance(metres, i18n.language) }),
        }}
      />
    </Suspense>
  );
}
