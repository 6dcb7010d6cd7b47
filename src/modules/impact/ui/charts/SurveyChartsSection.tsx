import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../client/api';
import { addLazyTexts } from '../../../../client/lazy-texts';
import { ChartCard } from '../../../../ui/charts/ChartCard';
import { LazyTimeSeriesChart } from '../../../../ui/charts/LazyCharts';
import { QueryState, type QueryLike } from '../../../../ui/QueryState';
import type { SurveyChartsDto } from '../../contract';
import { formatNumber } from '../format';
import { axisLabel } from './summaries';
import { densityText, surveysCountText } from './survey-summaries';
import ar from './texts.ar.json';
import de from './texts.de.json';
import en from './texts.en.json';
import es from './texts.es.json';
import fr from './texts.fr.json';
import it from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

const NS = 'impact';

export interface SurveyChartsSectionProps {
  query: QueryLike<SurveyChartsDto>;
  /** 'area': a partner's impact page (confirmed surveys); 'me': the person's own profile (theirs, confirmed or not). */
  scope: 'area' | 'me';
}

/**
 * Issue 40: the survey charts (surveys over time, pieces per 100 m of transect over time) beside the
 * litter charts, with the same card: title, summary, table view; loading, error-with-retry and empty states.
 */
export function SurveyChartsSection({ query, scope }: SurveyChartsSectionProps) {
  const { t, i18n } = useTranslation(NS);
  addLazyTexts(i18n, NS, { en, de, fr, es, it, nl, pl, ar });
  const data = query.data;
  const headingId = `survey-charts-${scope}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }} data-testid="survey-charts">
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t(scope === 'me' ? 'charts.surveys.headingMe' : 'charts.surveys.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(scope === 'me' ? 'charts.surveys.introMe' : 'charts.surveys.introArea')}
      </Typography>
      <QueryState
        query={query}
        loading={t('charts.loading')}
        retry={t('charts.retry')}
        failed={(e) => t('charts.failed', { message: errorMessage(e, e.message) })}
        empty={t('charts.surveys.empty')}
        isEmpty={(d) => d.surveys === 0}
      />
      {data && data.surveys > 0 && <Charts data={data} />}
    </Box>
  );
}

function Charts({ data }: { data: SurveyChartsDto }) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language;
  const texts = { showTable: t('charts.showTable'), showChart: t('charts.showChart'), chartFailed: t('charts.chartFailed') };
  const count = surveysCountText(data, t, lang);
  const density = densityText(data, t, lang);
  const labels = data.series.map((p) => axisLabel(p.start, data.bucket, lang));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <ChartCard
        title={t('charts.surveys.count.title')}
        summary={count.summary}
        table={count.table}
        texts={texts}
        chart={<LazyTimeSeriesChart labels={labels} values={data.series.map((p) => p.surveys)} valueLabel={t('charts.surveys.header')} format={(n) => formatNumber(n, lang)} height={240} />}
      />
      <ChartCard
        title={t('charts.surveys.density.title')}
        summary={density.summary}
        table={density.table}
        texts={texts}
        chart={<LazyTimeSeriesChart labels={labels} values={data.series.map((p) => p.itemsPer100m)} valueLabel={t('charts.surveys.per100m')} format={(n) => formatNumber(n, lang, 2)} height={240} />}
      />
    </Box>
  );
}
