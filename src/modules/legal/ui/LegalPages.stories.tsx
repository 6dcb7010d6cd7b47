import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ACCESSIBILITY_STATEMENT_REVIEWED, type ImprintDto, type LegalClientConfig } from '../contract';
import { AccessibilityStatementView } from './AccessibilityStatementPage';
import { ImprintView } from './ImprintPage';
import { LegalPageLayout, usePageTexts } from './LegalPageLayout';
import OpenDataPage from './OpenDataPage';
import TermsPage from './TermsPage';

const IMPRINT: ImprintDto = {
  name: 'Saubere Stadt e.V., vertreten durch den Vorstand Jana Beispiel',
  address: ['Hauptstraße 1', '10115 Berlin'],
  email: 'info@saubere-stadt.example',
  phone: '+49 30 1234567',
  register: 'Vereinsregister Amtsgericht Charlottenburg, VR 12345 B',
  vatId: 'DE123456789',
  responsible: 'Jana Beispiel, Hauptstraße 1, 10115 Berlin',
  text: [],
};
const UNSET_ACCESSIBILITY: LegalClientConfig['accessibility'] = { contact: null, statementDate: ACCESSIBILITY_STATEMENT_REVIEWED, enforcement: null };

/** The imprint page with these settings (the page itself reads them from GET /api/config). */
function Imprint({ imprint }: { imprint: ImprintDto | null }) {
  const { t } = usePageTexts();
  return (
    <LegalPageLayout title={t('imprint.title')} meta={t('imprint.meta')}>
      <ImprintView imprint={imprint} />
    </LegalPageLayout>
  );
}

/** The accessibility statement with these settings. */
function Statement({ settings }: { settings: LegalClientConfig['accessibility'] }) {
  const { t } = usePageTexts();
  return (
    <LegalPageLayout title={t('accessibility.title')} meta={t('accessibility.intro')}>
      <AccessibilityStatementView settings={settings} />
    </LegalPageLayout>
  );
}

const meta = {
  title: 'Legal/Pages',
  component: TermsPage,
  parameters: { route: '/terms' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {};
export const OpenData: Story = { parameters: { route: '/open-data' }, render: () => <OpenDataPage /> };
export const ImprintConfigured: Story = { parameters: { route: '/imprint' }, render: () => <Imprint imprint={IMPRINT} /> };
/** No IMPRINT_* set: the page says so. */
export const ImprintNotConfigured: Story = { parameters: { route: '/imprint' }, render: () => <Imprint imprint={null} /> };
export const AccessibilityStatement: Story = {
  parameters: { route: '/accessibility-statement' },
  render: () => (
    <Statement settings={{ contact: 'Barrieren melden: barrierefrei@saubere-stadt.example', statementDate: '2027-03-01', enforcement: 'Landesdurchsetzungsstelle, https://durchsetzung.example' }} />
  ),
};
/** No ACCESSIBILITY_* or IMPRINT_EMAIL set. */
export const AccessibilityStatementNotConfigured: Story = { parameters: { route: '/accessibility-statement' }, render: () => <Statement settings={UNSET_ACCESSIBILITY} /> };
