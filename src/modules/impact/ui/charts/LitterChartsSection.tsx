import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../../client/api';
import { endpointQuery } from '../../../../client/endpoint';
import { addLazyTexts } from '../../../../client/lazy-texts';
import { toLanguage } from '../../../../shared/language';
import { ChartCard } from '../../../../ui/charts/ChartCard';
import { LazyRankedBarChart, LazyTimeSeriesChart } from '../../../../ui/charts/LazyCharts';
import { QueryState, type QueryLike } from '../../../../ui/QueryState';
import { litterTaxonomy } from '../../../litter/endpoints';
import type { LitterChartsDto } from '../../contract';
import { formatNumber } from '../format';
import { axisLabel, brandsText, categoriesText, overTimeText } from './summaries';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';
import { useImpactTexts } from '../texts';

const NS = 'impact';

export interface LitterChartsSectionProps {
  query: QueryLike<LitterChartsDto>;
  /** 'area': a partner's impact page; 'me': the person's own profile. */
  scope: 'area' | 'me';
}

/**
 * Issue 40: the litter charts (items over time, top categories, top brands), each with a summary and
 * a table view; loading, error-with-retry and empty states. Presentational: the caller's query
 * (PartnerLitterCharts, MyLitterCharts). Survey charts (surveys per area, items per 100 m over time)
 * belong beside these as more ChartCards once the surveys module answers them.
 */
export function LitterChartsSection({ query, scope }: LitterChartsSectionProps) {
  const { t, i18n } = useImpactTexts();
  addLazyTexts(i18n, NS, { en, de, fr, es, it, nl, pl, ar });
  const lang = i18n.language;
  const data = query.data;
  const hasData = !!data && data.total > 0;
  const taxonomy = useQuery({ ...endpointQuery(litterTaxonomy), staleTime: 10 * 60_000, enabled: hasData });
  const categoryName = (id: string) => {
    const c = taxonomy.data?.categories.find((x) => x.id === id);
    return c ? c.labels[toLanguage(lang) ?? 'en'] : id;
  };
  const texts = { showTable: t('charts.showTable'), showChart: t('charts.showChart'), chartFailed: t('charts.chartFailed') };
  const format = (n: number) => formatNumber(n, lang);
  const headingId = `litter-charts-${scope}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }} data-testid="litter-charts">
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t(scope === 'me' ? 'charts.headingMe' : 'charts.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(scope === 'me' ? 'charts.introMe' : 'charts.introArea')}
      </Typography>
      <QueryState
        query={query}
        loading={t('charts.loading')}
        retry={t('charts.retry')}
        failed={(e) => t('charts.failed', { message: errorMessage(e, e.message) })}
        empty={t('charts.empty')}
        isEmpty={(d) => d.total === 0}
      />
      {data && hasData && <Charts data={data} categoryName={categoryName} texts={texts} format={format} />}
    </Box>
  );
}

function Charts({ data, categoryName, texts, format }: { data: LitterChartsDto; categoryName: (id: string) => string; texts: { showTable: string; showChart: string; chartFailed: string }; format: (n: number) => string }) {
  const { t, i18n } = useImpactTexts();
  const lang = i18n.language;
  const overTime = overTimeText(data, t, lang);
  const categories = categoriesText(data, categoryName, t, lang);
  const brands = brandsText(data, t, lang);
  const items = t('charts.items');
  const barHeight = (n: number) => Math.max(120, 36 * n + 48);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <ChartCard
          title={t('charts.overTime.title')}
          summary={overTime.summary}
          table={overTime.table}
          texts={texts}
          chart={<LazyTimeSeriesChart labels={data.series.map((p) => axisLabel(p.start, data.bucket, lang))} values={data.series.map((p) => p.count)} valueLabel={items} format={format} height={240} />}
        />
      </Box>
      <ChartCard
        title={t('charts.categories.title')}
        summary={categories.summary}
        table={categories.table}
        texts={texts}
        height={barHeight(data.categories.length)}
        chart={<LazyRankedBarChart labels={data.categories.map((c) => categoryName(c.category))} values={data.categories.map((c) => c.count)} valueLabel={items} format={format} height={barHeight(data.categories.length)} />}
      />
      {data.brands.length > 0 ? (
        <ChartCard
          title={t('charts.brands.title')}
          summary={brands.summary}
          table={brands.table}
          texts={texts}
          height={barHeight(data.brands.length)}
          chart={<LazyRankedBarChart labels={data.brands.map((b) => b.brand)} values={data.brands.map((b) => b.count)} valueLabel={items} format={format} height={barHeight(data.brands.length)} />}
        />
      ) : (
        <Box component="section" aria-label={t('charts.brands.title')} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
            {t('charts.brands.title')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {brands.summary}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
