import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { resetToasts, toast, type ToastInput } from '../../toasts/toast-store';
import { Toasts } from './Toasts';

const welcome: ToastInput = {
  title: 'Welcome to CleanQuest!',
  description: 'Your 24-hour guest session has started. Any points earned will be donated to environmental causes when your session expires.',
  duration: null,
};
const sessionError: ToastInput = {
  title: 'Session Error',
  description: 'Failed to start guest session. Please refresh the page.',
  variant: 'destructive',
  duration: null,
};

function ToastDemo({ initial }: { initial: ToastInput }) {
  useEffect(() => {
    toast(initial);
    return resetToasts;
  }, [initial]);
  return (
    <Box sx={{ p: 2, minHeight: 320 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => toast({ ...welcome, duration: TOAST_DURATION_MS })}>
          Show default
        </Button>
        <Button variant="outlined" color="error" onClick={() => toast({ ...sessionError, duration: TOAST_DURATION_MS })}>
          Show destructive
        </Button>
      </Stack>
      <Toasts />
    </Box>
  );
}

const meta = { title: 'Shell/Toasts', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { initial: welcome } };
export const Destructive: Story = { args: { initial: sessionError } };
