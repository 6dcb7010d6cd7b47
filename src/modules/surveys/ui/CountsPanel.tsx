import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { endpointQuery } from '../../../client/endpoint';
import { errorMessage } from '../../../client/api';
import type { TaxonomyDto } from '../../litter/contract';
import { toLanguage, type Texts } from '../../../shared/language';
import { litterTaxonomy } from '../../litter/endpoints';
import { SURVEY_COUNT_MAX } from '../contract';
import { useSurveysTexts } from './texts';

type Item = TaxonomyDto['items'][number];

/** Items shown without a search (most tagged first): the counted ones are always shown too. */
const QUICK_ITEMS = 8;
const SEARCH_RESULTS = 20;

const labelOf = (e: { labels: Texts }, lang: string) => e.labels[toLanguage(lang) ?? 'en'];

export interface CountsPanelProps {
  counts: Record<string, number>;
  onChange(item: string, count: number): void;
}

/** Counts per taxonomy item (GET /api/litter/taxonomy) with big +/- buttons and a search. */
export function CountsPanel({ counts, onChange }: CountsPanelProps) {
  const { t, i18n } = useSurveysTexts();
  const lang = i18n.language;
  const taxonomy = useQuery({ ...endpointQuery(litterTaxonomy), staleTime: 10 * 60_000 });
  const [query, setQuery] = useState('');
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  const shown = useMemo(() => {
    const data = taxonomy.data as TaxonomyDto | undefined;
    if (!data) return [];
    const categories = new Map(data.categories.map((c) => [c.id, c]));
    const q = query.trim().toLowerCase();
    const counted = data.items.filter((i) => (counts[i.id] ?? 0) > 0);
    const matches = q
      ? data.items.filter((i) => [...Object.values(i.labels), categories.get(i.category) ? labelOf(categories.get(i.category)!, lang) : ''].some((s) => s.toLowerCase().includes(q))).slice(0, SEARCH_RESULTS)
      : data.items.slice(0, QUICK_ITEMS);
    const seen = new Set<string>();
    return [...(q ? matches : counted), ...(q ? [] : matches)].filter((i) => !seen.has(i.id) && seen.add(i.id));
  }, [taxonomy.data, counts, query, lang]);

  return (
    <Box component="section" aria-labelledby="survey-counts-heading">
      <Typography id="survey-counts-heading" variant="h6" component="h2">
        {t('counts.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="survey-total">
        {total > 0 ? t('counts.total', { count: total }) : t('counts.none')}
      </Typography>
      {taxonomy.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('counts.loading')}</Typography>
        </Stack>
      ) : taxonomy.isError ? (
        <Alert
          severity="error"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" onClick={() => void taxonomy.refetch()}>
              {t('counts.retry')}
            </Button>
          }
        >
          {t('counts.loadFailed', { message: errorMessage(taxonomy.error, taxonomy.error.message) })}
        </Alert>
      ) : (
        <>
          <TextField label={t('counts.search')} value={query} onChange={(e) => setQuery(e.target.value)} fullWidth size="small" sx={{ my: 1 }} slotProps={{ htmlInput: { 'data-testid': 'survey-count-search', type: 'search' } }} />
          {shown.length === 0 && <Typography color="text.secondary">{t('counts.noMatch')}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((item) => (
              <CountRow key={item.id} item={item} label={labelOf(item, lang)} count={counts[item.id] ?? 0} onChange={(n) => onChange(item.id, n)} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

function CountRow({ item, label, count, onChange }: { item: Item; label: string; count: number; onChange(n: number): void }) {
  const { t } = useSurveysTexts();
  return (
    <Box component="li" data-testid={`survey-count-${item.id}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
      <Typography sx={{ flex: 1, fontWeight: 600 }}>{label}</Typography>
      <IconButton aria-label={t('counts.fewer', { item: label })} onClick={() => onChange(Math.max(0, count - 1))} disabled={count <= 0} sx={{ width: 48, height: 48 }}>
        <RemoveIcon aria-hidden />
      </IconButton>
      <Typography component="output" aria-label={t('counts.count', { item: label, count })} sx={{ minWidth: '2.5rem', textAlign: 'center', fontSize: '1.25rem' }}>
        {count}
      </Typography>
      <IconButton aria-label={t('counts.more', { item: label })} onClick={() => onChange(Math.min(SURVEY_COUNT_MAX, count + 1))} disabled={count >= SURVEY_COUNT_MAX} sx={{ width: 48, height: 48 }} color="primary">
        <AddIcon aria-hidden />
      </IconButton>
    </Box>
  );
}
