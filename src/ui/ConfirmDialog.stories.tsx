import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConfirmDialog } from './ConfirmDialog';

/** Shared by the admin pages (and any module): asks before a destructive action. */
const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Disable this account?',
    body: 'ada_green is signed out at once and cannot sign in until an admin or moderator enables the account again.',
    confirmLabel: 'Disable',
    busyLabel: 'Disabling…',
    cancelLabel: 'Cancel',
    destructive: true,
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

export const Destructive: StoryObj<typeof meta> = {};
export const Busy: StoryObj<typeof meta> = { args: { busy: true } };
