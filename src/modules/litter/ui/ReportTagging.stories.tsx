import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { LitterTag } from '../contract';
import ReportTagging from './ReportTagging';
import { taxonomyQuery, usageQuery } from './api/use-taxonomy';
import { sampleTaxonomy } from './test-taxonomy';

/** The tagging step with the taxonomy and the person's usage already in the query cache (no server). */
function Tagging({ initial = [], suggestions }: { initial?: LitterTag[]; suggestions?: LitterTag[] }) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData(taxonomyQuery().queryKey, sampleTaxonomy());
    queryClient.setQueryData(usageQuery().queryKey, { items: [{ item: 'coffee.cup', count: 5 }, { item: 'smoking.butts', count: 3 }] });
    return null;
  });
  const [tags, setTags] = useState<LitterTag[]>(initial);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <ReportTagging value={tags} onChange={setTags} suggestions={suggestions} />
      <Box component="pre" sx={{ mt: 2, fontSize: 12 }} aria-hidden>
        {JSON.stringify(tags, null, 1)}
      </Box>
    </Box>
  );
}

const meta: Meta<typeof Tagging> = {
  title: 'Litter/ReportTagging',
  component: Tagging,
};
export default meta;
type Story = StoryObj<typeof Tagging>;

/** Nothing chosen yet: quick picks (the person's most used first), the search, 'Skip'. */
export const Empty: Story = {};

/** Two tags, one with a brand and a count of 3. */
export const WithTags: Story = {
  args: {
    initial: [
      { category: 'soft_drinks', item: 'soft_drinks.can', material: 'metal', brand: 'Red Bull', count: 3 },
      { category: 'smoking', item: 'smoking.butts', material: null, brand: null, count: 12 },
    ],
  },
};

/** Suggestions from the photo wait for 'Add' or 'Add all'. */
export const Suggested: Story = {
  args: {
    suggestions: [
      { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'Coca-Cola', count: 2 },
      { category: 'food', item: 'food.wrapper', count: 4 },
    ],
  },
};

export const German: Story = { ...WithTags, globals: { locale: 'de' } };
