import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LevelUpDialog, type LevelUpDialogProps } from './LevelUpDialog';

function Demo(props: Omit<LevelUpDialogProps, 'open' | 'onContinue'>) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2, minHeight: 360 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show level-up
      </Button>
      <LevelUpDialog {...props} open={open} onContinue={() => setOpen(false)} />
    </Box>
  );
}

const meta = { title: 'Gamification/LevelUpDialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Novice: Story = { args: { level: 2, bonusCoins: 200 } };
export const NewTier: Story = { args: { level: 6, bonusCoins: 600 } };
export const SeveralLevelsAtOnce: Story = { args: { level: 5, bonusCoins: 1400 } };
export const Legendary: Story = { args: { level: 21, bonusCoins: 2100 } };
