import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateOfBirthPicker } from './DateOfBirthPicker';

const TODAY = new Date('2026-05-10T12:00:00Z');

function Demo({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ p: 2, maxWidth: 420 }}>
      <DateOfBirthPicker value={value} onChange={setValue} today={TODAY} error={error} required />
      <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
        Reported value: {value || '(none)'}
      </Typography>
    </Box>
  );
}

const meta = { title: 'Profiles/DateOfBirthPicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: '' } };
export const ValidAge: Story = { args: { initial: '2000-02-29' } };
export const ThirteenToday: Story = { args: { initial: '2013-05-10' } };
export const UnderThirteen: Story = { args: { initial: '2013-05-11' } };
export const Missing: Story = { args: { initial: '', error: 'Please fill in all required fields.' } };
