import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConsentHistoryDialog } from './ConsentHistoryDialog';
import { sampleProof, sampleStatus } from './fixtures';

const meta = { title: 'Consent/ConsentHistoryDialog', component: ConsentHistoryDialog } satisfies Meta<typeof ConsentHistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
export const WithHistory: Story = { args: { open: true, onClose: noop, proof: sampleProof() } };
export const RenewalDue: Story = {
  args: {
    open: true,
    onClose: noop,
    proof: {
      ...sampleProof(sampleStatus({ renewal: { required: true, reason: 'expired', daysUntilExpiry: 0 } })),
      legalValidation: { gdprCompliant: false, validConsent: false, withdrawalRights: true, auditTrail: true },
    },
  },
};
export const Empty: Story = { args: { open: true, onClose: noop, proof: { ...sampleProof(), consentHistory: [] } } };
export const Loading: Story = { args: { open: true, onClose: noop, proof: null } };
