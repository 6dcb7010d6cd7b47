import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useCurrentUser } from '../../../client/session/current-user';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { LITTER_TAGS_MAX, type LitterTag, type TaxonomyDto } from '../contract';
import type { ReportTaggingProps } from './slots';
import { labelIn, useTaxonomy, useUsage } from './api/use-taxonomy';
import { ItemSearch, TagRow, clampCount } from './TagRow';
import { useLitterTexts } from './texts';

/** How many quick-pick chips are shown. */
export const QUICK_PICKS = 8;

type Item = TaxonomyDto['items'][number];

/**
 * The quick picks: the person's most used items first, then one item of each category in turn, each
 * category's most tagged first (the taxonomy's items come most tagged overall first, so the categories
 * seen first there lead), so a few picks cover every kind of litter.
 */
export function quickPicks(taxonomy: TaxonomyDto, usage: readonly { item: string }[], n = QUICK_PICKS): Item[] {
  const byId = new Map(taxonomy.items.map((i) => [i.id, i]));
  const byCategory = new Map<string, Item[]>();
  for (const item of taxonomy.items) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  const rounds: string[] = [];
  const longest = Math.max(0, ...[...byCategory.values()].map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of byCategory.values()) if (list[i]) rounds.push(list[i]!.id);
  const ids = [...new Set([...usage.map((u) => u.item).filter((id) => byId.has(id)), ...rounds])];
  return ids.slice(0, n).map((id) => byId.get(id)!);
}

const sameTag = (a: LitterTag, b: LitterTag) => a.item === b.item && (a.brand ?? null) === (b.brand ?? null);

/**
 * The Report screen's optional litter tagging (slot `reportTagging`): quick picks (the person's most
 * used items first), a search over every item, each chosen item with a count stepper, an optional
 * material and a brand (from the list or typed). Suggestions from the photo are only offered: the
 * person adds them ('Add', 'Add all'). 'Skip' hides the step and drops its tags; nothing is required.
 */
export default function ReportTagging({ value, onChange, suggestions = [] }: ReportTaggingProps) {
  const { t, i18n } = useLitterTexts();
  const lang = i18n.language;
  const user = useCurrentUser();
  const taxonomy = useTaxonomy();
  const usage = useUsage(Boolean(user.userId));
  const [open, setOpen] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  const items = useMemo(() => new Map((taxonomy.data?.items ?? []).map((i) => [i.id, i])), [taxonomy.data]);
  const itemLabel = (id: string) => labelIn(items.get(id), lang, id);
  const categoryLabel = (id: string) => labelIn(taxonomy.data?.categories.find((c) => c.id === id), lang, id);

  const full = value.length >= LITTER_TAGS_MAX;
  const add = (tag: LitterTag) => {
    if (full) return;
    onChange([...value, tag]);
    setAnnouncement(t('tagging.added', { item: itemLabel(tag.item) }));
  };
  const addItem = (item: Item) => add({ category: item.category, item: item.id, material: null, brand: null, count: 1 });
  const update = (index: number, patch: Partial<LitterTag>) => onChange(value.map((tag, i) => (i === index ? { ...tag, ...patch } : tag)));
  const remove = (index: number) => {
    const tag = value[index]!;
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('tagging.removed', { item: itemLabel(tag.item) }));
  };

  const open_ = suggestions.filter((s) => !value.some((v) => sameTag(v, s)));

  if (!open) {
    return (
      <Box>
        <Button variant="text" startIcon={<AddIcon aria-hidden />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }} data-testid="litter-tagging-open">
          {t('tagging.open')}
        </Button>
      </Box>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }} data-testid="litter-tagging">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t('tagging.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tagging.optional')}
          </Typography>
        </Box>
        <Button
          variant="text"
          onClick={() => {
            onChange([]);
            setOpen(false);
          }}
          sx={{ minHeight: 44, flexShrink: 0 }}
          data-testid="litter-skip"
        >
          {t('tagging.skip')}
        </Button>
      </Stack>

      {taxonomy.isPending && (
        <Typography role="status" sx={{ mt: 2 }}>
          {t('tagging.loading')}
        </Typography>
      )}
      {taxonomy.isError && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void taxonomy.refetch()}>
              {t('tagging.retry')}
            </Button>
          }
        >
          {t('tagging.loadFailed')}
        </Alert>
      )}

      {taxonomy.data && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {open_.length > 0 && (
            <Box component="section" aria-label={t('tagging.suggested')} data-testid="litter-suggestions" sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {t('tagging.suggested')}
                </Typography>
                <Button size="small" variant="outlined" disabled={full} onClick={() => onChange([...value, ...open_.map((x) => ({ ...x, count: clampCount(x.count) }))].slice(0, LITTER_TAGS_MAX))} sx={{ minHeight: 40 }}>
                  {t('tagging.addAll')}
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('tagging.suggestedHelp')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
                {open_.map((s) => (
                  <Box component="li" key={`${s.item}|${s.brand ?? ''}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                    <Typography sx={{ flex: 1 }}>
                      {itemLabel(s.item)}
                      {s.brand ? ` (${s.brand})` : ''} {t('tagging.times', { count: s.count })}
                    </Typography>
                    <Button size="small" disabled={full} onClick={() => add({ ...s, count: clampCount(s.count) })} aria-label={t('tagging.addLabel', { item: itemLabel(s.item) })} sx={{ minHeight: 40 }}>
                      {t('tagging.add')}
                    </Button>
                  </Box>
                ))}
              </Box>
            </Box>
          )}

          <Box>
            <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('tagging.quick')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {quickPicks(taxonomy.data, usage.data?.items ?? []).map((item) => {
                const chosen = value.findIndex((v) => v.item === item.id);
                return (
                  <Chip
                    key={item.id}
                    label={labelIn(item, lang, item.id)}
                    color={chosen >= 0 ? 'primary' : 'default'}
                    variant={chosen >= 0 ? 'filled' : 'outlined'}
                    aria-pressed={chosen >= 0}
                    onClick={() => (chosen >= 0 ? remove(chosen) : addItem(item))}
                    disabled={chosen < 0 && full}
                    sx={{ minHeight: 40 }}
                  />
                );
              })}
            </Box>
          </Box>

          <ItemSearch taxonomy={taxonomy.data} lang={lang} onPick={addItem} categoryLabel={categoryLabel} disabled={full} />

          <Box>
            <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('tagging.chosen')}
            </Typography>
            {value.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('tagging.none')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {value.map((tag, index) => (
                  <TagRow key={index} tag={tag} label={itemLabel(tag.item)} taxonomy={taxonomy.data!} lang={lang} onChange={(patch) => update(index, patch)} onRemove={() => remove(index)} />
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      )}
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </Paper>
  );
}
