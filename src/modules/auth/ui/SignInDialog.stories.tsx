import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { toCurrentUser } from '../../../client/session/current-user';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import SignInDialog from './SignInDialog';

const meta: Meta<typeof SignInDialog> = {
  title: 'Auth/SignInDialog',
  component: SignInDialog,
  parameters: { user: sampleGuest },
  args: { open: true, onClose: () => {} },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 760 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof SignInDialog>;

/** A guest without points: passkey or recovery code. */
export const Guest: Story = {};

/** A guest with points on this device is asked whether to merge or donate them. */
export const GuestWithPoints: Story = {
  parameters: { user: toCurrentUser({ ...sampleGuest.user!, totalCoins: 25, currentXP: 40 }) },
};

const CODES = ['k3f9-2mzq-8hdt', 'p7xw-4nbc-6rje', 'q2ls-9vka-3tyu', 'w8eh-5gcm-1pzo', 'b4rn-7dfx-2qse', 'm6tj-3wly-9hka', 'c1zv-8sop-4ngr', 'f5yq-2bmt-7eul', 'h9dk-6rxa-3cwj', 'n2ug-4pse-8vmb'];

/** The one-time recovery codes as the passkey step and Account Settings show them. */
export const RecoveryCodes: StoryObj<typeof RecoveryCodesPanel> = {
  parameters: { user: sampleRegistered },
  render: function Render() {
    const [saved, setSaved] = useState(false);
    return (
      <Box sx={{ maxWidth: 420, p: 2 }}>
        <RecoveryCodesPanel codes={CODES} username={sampleRegistered.username} saved={saved} onSavedChange={setSaved} />
      </Box>
    );
  },
};
