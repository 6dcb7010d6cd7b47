import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError, errorMessage } from '../../../client/api';
import { endpointUrl } from '../../../shared/endpoint';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import { tasksCsv } from '../../opendata/endpoints';
import { brandAuditPath, type CleanupPairDto, type HotspotDto, type PartnerImpactDto } from '../contract';
import type { ImpactPeriod } from './api/use-partner-impact';
import { formatDay, formatNumber } from './format';
import { ImpactLitter } from './ImpactLitter';
import { useImpactTexts } from './texts';

export interface ImpactViewProps {
  /** The impact query (a useQuery result fits). */
  query: QueryLike<PartnerImpactDto>;
  /** The period asked for (empty: the server's default, the last 12 months). */
  period: ImpactPeriod;
  onPeriodChange: (period: ImpactPeriod) => void;
  /** Issue 40: the litter charts, shown after the litter lists once the figures are there (the page passes them with their own query). */
  charts?: ReactNode;
}

/** No partner behind the link: the server's 404. */
export const isNotFound = (e: Error | null) => e instanceof ApiError && e.status === 404;

const hasData = (d: PartnerImpactDto) => d.reports > 0 || d.cleanups > 0 || d.actions.count > 0 || d.pairs.length > 0 || d.hotspots.length > 0;

/**
 * A partner's impact page (presentational; PartnerImpactPage loads it): the period, the figures, the
 * before/after photos, the recurring hotspots and the CSV download of the area's open data. Loading,
 * not found, error with retry and 'no data yet' states. Phone first: one column, two figures a row.
 */
export function ImpactView({ query, period, onPeriodChange, charts }: ImpactViewProps) {
  const { t, i18n } = useImpactTexts();
  const lang = i18n.language;
  const data = query.data;
  const notFound = query.isError && isNotFound(query.error);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {data ? t('page.title', { name: data.partner.name }) : t('page.titlePlain')}
      </Typography>
      {data && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('page.area', { km: formatNumber(data.partner.area.radiusKm, lang, 1), from: formatDay(data.period.firstDay, lang), to: formatDay(data.period.lastDay, lang) })}
        </Typography>
      )}
      {!notFound && <PeriodForm key={`${period.since ?? ''}/${period.until ?? ''}`} period={period} onChange={onPeriodChange} />}
      <Box sx={{ mt: 2 }}>
        {notFound ? (
          <Alert severity="warning">{t('page.notFound')}</Alert>
        ) : (
          <QueryState query={query} loading={t('page.loading')} retry={t('page.retry')} failed={(e) => t('page.loadFailed', { message: errorMessage(e, e.message) })} />
        )}
      </Box>
      {data && <Figures data={data} charts={charts} />}
    </Box>
  );
}

function PeriodForm({ period, onChange }: { period: ImpactPeriod; onChange: (p: ImpactPeriod) => void }) {
  const { t } = useImpactTexts();
  const [since, setSince] = useState(period.since ?? '');
  const [until, setUntil] = useState(period.until ?? '');
  const [invalid, setInvalid] = useState(false);
  const legendId = useId();
  const errorId = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (since && until && since > until) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ since: since || undefined, until: until || undefined });
  }
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={legendId} sx={{ mt: 2 }}>
      <Typography id={legendId} variant="subtitle2" component="h2">
        {t('page.period.legend')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="date"
          label={t('page.period.from')}
          value={since}
          onChange={(e) => setSince(e.target.value)}
          size="small"
          error={invalid}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': invalid ? errorId : undefined, max: until || undefined } }}
        />
        <TextField
          type="date"
          label={t('page.period.to')}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          size="small"
          error={invalid}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': invalid ? errorId : undefined, min: since || undefined } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
            {t('page.period.show')}
          </Button>
          <Button type="button" onClick={() => onChange({})} disabled={!period.since && !period.until} sx={{ minHeight: 44 }}>
            {t('page.period.reset')}
          </Button>
        </Stack>
      </Stack>
      {invalid && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('page.period.invalid')}
        </Typography>
      )}
    </Box>
  );
}

function Figures({ data, charts }: { data: PartnerImpactDto; charts?: ReactNode }) {
  const { t, i18n } = useImpactTexts();
  const lang = i18n.language;
  const csv = endpointUrl(tasksCsv, { query: { bbox: data.bbox, since: data.period.firstDay, until: data.period.lastDay } });
  const figures = [
    { label: t('page.stats.reports'), value: formatNumber(data.reports, lang), help: null },
    { label: t('page.stats.cleanups'), value: formatNumber(data.cleanups, lang), help: t('page.stats.cleanupsHelp') },
    { label: t('page.stats.co2'), value: formatNumber(data.actions.kgCo2e, lang, 2), help: t('page.stats.co2Help', { count: data.actions.count }) },
  ];
  return (
    <>
      {!hasData(data) && (
        <Typography role="status" sx={{ mt: 2 }}>
          {t('page.empty')}
        </Typography>
      )}
      <Box component="section" aria-labelledby="impact-figures" sx={{ mt: 3 }}>
        <Typography id="impact-figures" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('page.stats.heading')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
          {figures.map((f) => (
            <Paper key={f.label} variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
                {f.help && (
                  <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                    {f.help}
                  </Box>
                )}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
                {f.value}
              </Typography>
            </Paper>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('page.actionsNote')}
          {data.actions.withoutLocation > 0 && ` ${t('page.withoutLocation', { count: data.actions.withoutLocation })}`}
        </Typography>
      </Box>
      <Pairs pairs={data.pairs} />
      <Hotspots hotspots={data.hotspots} rule={data.hotspotRule} />
      {data.litter && (
        <ImpactLitter
          litter={data.litter}
          brandAudit={{ href: brandAuditPath(data.partner.id, data.period), from: formatDay(data.period.firstDay, lang), to: formatDay(data.period.lastDay, lang) }}
        />
      )}
      {charts}
      <Box component="section" aria-labelledby="impact-download" sx={{ mt: 4 }}>
        <Typography id="impact-download" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('page.download.heading')}
        </Typography>
        <Button component="a" href={csv} download variant="outlined" startIcon={<DownloadIcon aria-hidden />} sx={{ minHeight: 44 }}>
          {t('page.download.csv')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('page.download.help', { from: formatDay(data.period.firstDay, lang), to: formatDay(data.period.lastDay, lang) })}
        </Typography>
      </Box>
    </>
  );
}

function Pairs({ pairs }: { pairs: CleanupPairDto[] }) {
  const { t, i18n } = useImpactTexts();
  const lang = i18n.language;
  return (
    <Box component="section" aria-labelledby="impact-pairs" sx={{ mt: 4 }}>
      <Typography id="impact-pairs" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('page.pairs.heading')}
      </Typography>
      {pairs.length === 0 ? (
        <Typography color="text.secondary">{t('page.pairs.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2 }}>
          {pairs.map((p) => {
            const waste = t(`waste.${p.wasteType}`);
            const photos = [
              { key: 'before', label: t('page.pairs.before'), alt: t('page.pairs.beforeAlt', { waste, date: formatDay(p.reportedOn, lang) }), photo: p.before },
              { key: 'after', label: t('page.pairs.after'), alt: t('page.pairs.afterAlt', { date: formatDay(p.cleanedOn, lang) }), photo: p.after },
            ];
            return (
              <li key={p.taskId}>
                <Box component="figure" sx={{ m: 0 }}>
                  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
                    {photos.map((ph) => (
                      <Box key={ph.key} sx={{ position: 'relative' }}>
                        <Link href={ph.photo.imageUrl} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                          <Box
                            component="img"
                            src={ph.photo.thumbnailUrl}
                            alt={ph.alt}
                            loading="lazy"
                            decoding="async"
                            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
                          />
                        </Link>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ position: 'absolute', left: 4, top: 4, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.72)', color: '#fff', fontSize: '0.75rem', fontWeight: 600 }}
                        >
                          {ph.label}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                  <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
                    {t('page.pairs.caption', { waste: waste.charAt(0).toLocaleUpperCase(lang) + waste.slice(1), date: formatDay(p.cleanedOn, lang) })}
                  </Typography>
                </Box>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function Hotspots({ hotspots, rule }: { hotspots: HotspotDto[]; rule: PartnerImpactDto['hotspotRule'] }) {
  const { t, i18n } = useImpactTexts();
  const lang = i18n.language;
  return (
    <Box component="section" aria-labelledby="impact-hotspots" sx={{ mt: 4 }}>
      <Typography id="impact-hotspots" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('page.hotspots.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('page.hotspots.intro', { days: rule.windowDays, metres: rule.radiusM })}
      </Typography>
      {hotspots.length === 0 ? (
        <Typography color="text.secondary">{t('page.hotspots.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {hotspots.map((h) => (
            <Paper component="li" key={`${h.latitude},${h.longitude}`} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('page.hotspots.count', { count: h.reReports })}</Typography>
              <Typography variant="body2">{t('page.hotspots.details', { reported: formatDay(h.lastReportedOn, lang), cleaned: formatDay(h.lastCleanedOn, lang) })}</Typography>
              <Link
                variant="body2"
                href={`https://www.openstreetmap.org/?mlat=${h.latitude}&mlon=${h.longitude}#map=19/${h.latitude}/${h.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('page.hotspots.map', { lat: h.latitude, lon: h.longitude })}
              </Link>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
