import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';

function Demo(props: Pick<ConsentBannerProps, 'defaultManaging' | 'initial' | 'policyUpdated'>) {
  const [last, setLast] = useState<string>('');
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2, minHeight: 420, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', gap: 2 }}>
      <Typography variant="body2" role="status">
        {last || 'No choice yet.'}
      </Typography>
      {open ? (
        <ConsentBanner
          {...props}
          onSave={(choices, decision) => setLast(`${decision}: ${JSON.stringify(choices)}`)}
          onClose={() => {
            setOpen(false);
            setLast('Closed without saving');
          }}
        />
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Show banner again (next load)
        </Button>
      )}
    </Box>
  );
}

const meta = { title: 'Consent/ConsentBanner', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: {} };
export const ManagingPreferences: Story = { args: { defaultManaging: true, initial: { analytics: true, performance: false } } };
export const German: Story = { args: {}, globals: { locale: 'de' } };
/** Asked again after the privacy policy changed (issue 33): what changed. */
export const PolicyUpdated: Story = { args: { policyUpdated: true } };
export const PolicyUpdatedGerman: Story = { args: { policyUpdated: true }, globals: { locale: 'de' } };
