import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SimpleConsentBanner } from './SimpleConsentBanner';

function Demo({ withMoreOptions }: { withMoreOptions: boolean }) {
  const [last, setLast] = useState('');
  return (
    <Box sx={{ p: 2, maxWidth: 420, minHeight: 320, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', gap: 2 }}>
      <Typography variant="body2" role="status">
        {last || 'No choice yet.'}
      </Typography>
      <SimpleConsentBanner onChoose={(c) => setLast(`Chosen: ${c}`)} onMoreOptions={withMoreOptions ? () => setLast('Switch to the full banner') : undefined} />
    </Box>
  );
}

const meta = { title: 'Consent/SimpleConsentBanner', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { args: { withMoreOptions: true } };
export const WithoutMoreOptions: Story = { args: { withMoreOptions: false } };
export const German: Story = { args: { withMoreOptions: true }, globals: { locale: 'de' } };
