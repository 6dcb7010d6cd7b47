import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LitterTagDto } from '../contract';
import type { TaskSheetTagsProps } from './slots';
import { labelIn, useTaxonomy } from './api/use-taxonomy';
import { useTaskTags } from './api/use-task-tags';
import { useLitterTexts } from './texts';

/**
 * The task sheet's 'Litter found' (slot `taskSheetTags`): the report's tags and, once someone cleaned
 * up, the tags of their completion. Nothing while loading, on an error or without tags: the sheet
 * works without it.
 */
export default function TaskSheetTags({ taskId }: TaskSheetTagsProps) {
  const { t, i18n } = useLitterTexts();
  const tags = useTaskTags(taskId);
  const taxonomy = useTaxonomy();
  if (!tags.data || (tags.data.report.length === 0 && tags.data.completion.length === 0)) return null;
  const items = new Map((taxonomy.data?.items ?? []).map((i) => [i.id, i]));
  const label = (tag: LitterTagDto) => {
    const item = labelIn(items.get(tag.item), i18n.language, tag.item);
    return tag.brand ? t('sheet.tagWithBrand', { item, brand: tag.brand, count: tag.count }) : t('sheet.tag', { item, count: tag.count });
  };
  const groups = [
    { key: 'report', title: t('sheet.report'), tags: tags.data.report },
    { key: 'completion', title: t('sheet.completion'), tags: tags.data.completion },
  ].filter((g) => g.tags.length > 0);
  return (
    <Box component="section" aria-label={t('sheet.heading')} data-testid="task-litter-tags" sx={{ mt: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
        {t('sheet.heading')}
      </Typography>
      {groups.map((g) => (
        <Box key={g.key} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {g.title} · {t('sheet.total', { count: g.tags.reduce((n, tag) => n + tag.count, 0) })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {g.tags.map((tag, i) => (
              <li key={i}>
                <Chip size="small" label={label(tag)} variant="outlined" />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
