import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, type LitterTag, type TaxonomyDto } from '../contract';
import { labelIn } from './api/use-taxonomy';
import { useLitterTexts } from './texts';

type Item = TaxonomyDto['items'][number];

export const clampCount = (n: number) => Math.min(LITTER_COUNT_MAX, Math.max(1, Math.round(n)));

/** The search over every item of the taxonomy, grouped by category (the quick tagging's 'Search items'). */
export function ItemSearch({ taxonomy, lang, onPick, categoryLabel, disabled }: { taxonomy: TaxonomyDto; lang: string; onPick(item: Item): void; categoryLabel(id: string): string; disabled: boolean }) {
  const { t } = useLitterTexts();
  const [input, setInput] = useState('');
  return (
    <Autocomplete<Item>
      options={taxonomy.items}
      value={null}
      inputValue={input}
      onInputChange={(_, v, reason) => setInput(reason === 'reset' ? '' : v)}
      onChange={(_, item) => {
        if (item) onPick(item);
        setInput('');
      }}
      disabled={disabled}
      getOptionLabel={(i) => labelIn(i, lang, i.id)}
      groupBy={(i) => categoryLabel(i.category)}
      filterOptions={(options, state) => {
        const q = state.inputValue.trim().toLowerCase();
        if (!q) return options;
        return options.filter((o) => Object.values(o.labels).some((l) => l.toLowerCase().includes(q)) || o.id.includes(q) || categoryLabel(o.category).toLowerCase().includes(q));
      }}
      noOptionsText={t('tagging.noMatch')}
      renderInput={(params) => <TextField {...params} label={t('tagging.search')} placeholder={t('tagging.searchPlaceholder')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'litter-search' } }} />}
    />
  );
}

/** One chosen tag: its count stepper, material and brand. */
export function TagRow({ tag, label, taxonomy, lang, onChange, onRemove }: { tag: LitterTag; label: string; taxonomy: TaxonomyDto; lang: string; onChange(patch: Partial<LitterTag>): void; onRemove(): void }) {
  const { t } = useLitterTexts();
  const [countText, setCountText] = useState<string | null>(null);
  const setCount = (n: number) => {
    setCountText(null);
    onChange({ count: clampCount(n) });
  };
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="litter-tag">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 8rem' }}>{label}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={t('tagging.fewer', { item: label })} onClick={() => setCount(tag.count - 1)} disabled={tag.count <= 1} sx={{ width: 44, height: 44 }}>
            <RemoveIcon aria-hidden />
          </IconButton>
          <TextField
            label={t('tagging.count', { item: label })}
            type="number"
            size="small"
            value={countText ?? String(tag.count)}
            onChange={(e) => {
              setCountText(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value !== '' && Number.isFinite(n)) onChange({ count: clampCount(n) });
            }}
            onBlur={() => setCountText(null)}
            slotProps={{ htmlInput: { min: 1, max: LITTER_COUNT_MAX, step: 1, inputMode: 'numeric', 'data-testid': 'litter-count' } }}
            sx={{ width: '6.5rem' }}
          />
          <IconButton aria-label={t('tagging.more', { item: label })} onClick={() => setCount(tag.count + 1)} disabled={tag.count >= LITTER_COUNT_MAX} sx={{ width: 44, height: 44 }}>
            <AddIcon aria-hidden />
          </IconButton>
        </Stack>
        <IconButton aria-label={t('tagging.remove', { item: label })} onClick={onRemove} sx={{ width: 44, height: 44 }}>
          <CloseIcon aria-hidden />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          size="small"
          label={t('tagging.material')}
          value={tag.material ?? ''}
          onChange={(e) => onChange({ material: e.target.value || null })}
          sx={{ minWidth: '10rem' }}
        >
          <MenuItem value="">{t('tagging.materialNone')}</MenuItem>
          {taxonomy.materials.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {labelIn(m, lang, m.id)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          freeSolo
          options={taxonomy.brands}
          inputValue={tag.brand ?? ''}
          onInputChange={(_, v, reason) => {
            if (reason === 'reset' && v === '') return;
            if (v !== (tag.brand ?? '')) onChange({ brand: v.slice(0, LITTER_BRAND_MAX) || null });
          }}
          sx={{ flex: 1 }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('tagging.brand')} helperText={t('tagging.brandHelp')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: LITTER_BRAND_MAX, 'data-testid': 'litter-brand' } }} />
          )}
        />
      </Stack>
    </Box>
  );
}
