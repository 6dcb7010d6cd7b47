import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AstroInsights } from './AstroInsights';
import AstroInsightsCard from './AstroInsightsCard';

const meta: Meta = {
  title: 'Astro/AstroInsights',
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** The profile's insights tab shows this card (the astroInsights slot). */
export const Insights: Story = { render: () => <AstroInsightsCard sign="Leo" element="Fire" /> };
export const InsightsWater: Story = { render: () => <AstroInsights sign="Pisces" element="Water" /> };
export const NoBirthDate: Story = { render: () => <AstroInsights sign={null} element={null} /> };
