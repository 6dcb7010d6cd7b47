import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleCategories, sampleProof, sampleReport, sampleStatus } from './fixtures';
import { PrivacySettingsPanelView, type PrivacySettingsPanelViewProps } from './PrivacySettingsPanelView';

const noop = () => {};
const base: PrivacySettingsPanelViewProps = {
  status: sampleStatus(),
  categories: sampleCategories(false, true),
  report: sampleReport(),
  proof: sampleProof(),
  onToggle: noop,
  onWithdrawAll: noop,
  onRenew: noop,
};

const meta = {
  title: 'Consent/PrivacySettingsPanel',
  component: PrivacySettingsPanelView,
  decorators: [(Story) => <Box sx={{ p: 2, maxWidth: 760 }}>{Story()}</Box>],
} satisfies Meta<typeof PrivacySettingsPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UpToDate: Story = { args: base };
export const WithExportDataSlot: Story = { args: { ...base, exportDataButton: <Button variant="outlined">Export data</Button> } };
export const RenewalRequired: Story = {
  args: {
    ...base,
    status: sampleStatus({ version: '0.9', renewal: { required: true, reason: 'policy_updated', daysUntilExpiry: 120 } }),
    report: sampleReport(75),
  },
};
export const ExpiringSoon: Story = { args: { ...base, status: sampleStatus({ renewal: { required: false, reason: 'expiring_soon', daysUntilExpiry: 12 } }) } };
export const NoChoiceYet: Story = {
  args: {
    ...base,
    status: sampleStatus({ hasConsent: false, lastUpdated: null, version: null, renewal: { required: true, reason: 'no_consent', daysUntilExpiry: 0 } }),
    categories: sampleCategories(false, false),
    report: { ...sampleReport(0), consentMetrics: { totalConsents: 0, activeConsents: 0, withdrawals: 0, categoryBreakdown: sampleReport().consentMetrics.categoryBreakdown } },
  },
};
export const Loading: Story = { args: { ...base, status: null, categories: null, report: null, proof: null } };
export const LoadError: Story = { args: { ...base, status: null, categories: null, report: null, error: true, onRetry: noop } };
export const Saving: Story = { args: { ...base, busy: true } };
export const German: Story = { args: base, globals: { locale: 'de' } };
