// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import { stubFetch } from '../../../client/test-fetch';
import type { ImprintDto, LegalClientConfig } from '../contract';
import { ACCESSIBILITY_STATEMENT_REVIEWED, TERMS_VERSION } from '../contract';
import AccessibilityStatementPage, { FEDERAL_CONCILIATION_BODY_URL } from './AccessibilityStatementPage';
import ImprintPage from './ImprintPage';
import OpenDataPage from './OpenDataPage';
import TermsPage from './TermsPage';

const UNSET: LegalClientConfig = { imprint: null, accessibility: { contact: null, statementDate: ACCESSIBILITY_STATEMENT_REVIEWED, enforcement: null }, sourceCodeUrl: null };

const IMPRINT: ImprintDto = {
  name: 'Saubere Stadt e.V.',
  address: ['Hauptstraße 1', '10115 Berlin'],
  email: 'info@saubere-stadt.example',
  phone: '+49 30 1234567',
  register: 'Vereinsregister Amtsgericht Charlottenburg, VR 12345 B',
  vatId: 'DE123456789',
  responsible: 'Jana Beispiel, Hauptstraße 1, 10115 Berlin',
  text: ['Aufsicht: https://aufsicht.example/verein'],
};

/** GET /api/config as the server sends it, with this module's part under `legal`. */
function server(legal: LegalClientConfig) {
  return stubFetch({ 'GET /api/config': { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: 'OSM', aiVerifier: 'local', legal } });
}

type Store = ReturnType<typeof renderWithProviders>['store'];
/** Through the store, as the app does: i18next follows the language in redux (also after rehydration). */
async function german(store: Store) {
  await act(async () => {
    store.dispatch(setLanguage('de'));
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const legalNav = () => screen.getByRole('navigation', { name: 'Legal information and open data' });

afterEach(() => vi.unstubAllGlobals());

describe('the legal links at the end of each page', () => {
  it('link the privacy policy and every legal page, marking the current one instead of linking it', async () => {
    server(UNSET);
    renderWithProviders(<TermsPage />, { route: '/terms' });
    const nav = legalNav();
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Imprint', '/imprint'],
      ['Accessibility statement', '/accessibility-statement'],
      ['Open data', '/open-data'],
    ]);
    expect(within(nav).getByText('Terms of use').getAttribute('aria-current')).toBe('page');
  });

  it('link the source code of what the server runs when the operator named it (AGPL-3.0 section 13), in English and German', async () => {
    server({ ...UNSET, sourceCodeUrl: 'https://git.example.org/city/cleanquest' });
    const { store } = renderWithProviders(<TermsPage />, { route: '/terms' });
    const link = await within(legalNav()).findByRole('link', { name: 'Source code' });
    expect(link.getAttribute('href')).toBe('https://git.example.org/city/cleanquest');
    await german(store);
    const nav = screen.getByRole('navigation', { name: 'Rechtliches und offene Daten' });
    expect(within(nav).getByRole('link', { name: 'Quellcode' }).getAttribute('href')).toBe('https://git.example.org/city/cleanquest');
  });
});

describe('Terms of use (/terms)', () => {
  it('shows the title, version and date of the text (not today), and its sections, in English and German', async () => {
    const { store } = renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^Version ${TERMS_VERSION} of 27 November 2026\\.`))).toBeTruthy();
    expect(within(section('4. Stay safe when you clean up')).getByText(/Do not touch dangerous waste such as syringes/)).toBeTruthy();
    expect(within(section('5. Your photos and texts')).getByText(/only if you allow its reuse under CC BY 4\.0/)).toBeTruthy();
    await german(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByText(/^Fassung 1\.0 vom 27\. November 2026\./)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Rechtliches und offene Daten' });
    expect(within(nav).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/imprint');
  });
});

describe('Imprint (/imprint)', () => {
  it('shows every configured part under its heading, with mailto:, tel: and URL links', async () => {
    server({ ...UNSET, imprint: IMPRINT });
    renderWithProviders(<ImprintPage />, { route: '/imprint' });
    expect(screen.getByRole('heading', { level: 1, name: 'Imprint' })).toBeTruthy();
    expect(screen.getByText('Information according to § 5 of the German Digital Services Act (DDG).')).toBeTruthy();
    const provider = await screen.findByRole('region', { name: 'Provider' });
    expect(within(provider).getByText('Saubere Stadt e.V.')).toBeTruthy();
    expect(within(provider).getByText('Hauptstraße 1').closest('p')?.innerHTML).toContain('<br>');
    const contact = section('Contact');
    expect(within(contact).getByRole('link', { name: 'info@saubere-stadt.example' }).getAttribute('href')).toBe('mailto:info@saubere-stadt.example');
    expect(within(contact).getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe('tel:+49301234567');
    expect(within(section('Register entry')).getByText(IMPRINT.register!)).toBeTruthy();
    expect(within(section('VAT identification number (§ 27a UStG)')).getByText('DE123456789')).toBeTruthy();
    expect(within(section('Responsible for the content (§ 18 (2) MStV)')).getByText(IMPRINT.responsible!)).toBeTruthy();
    expect(within(section('Further information')).getByRole('link', { name: 'https://aufsicht.example/verein' })).toBeTruthy();
    expect(screen.queryByTestId('imprint-missing')).toBeNull();
  });

  it('shows only what is configured (IMPRINT_TEXT alone)', async () => {
    server({ ...UNSET, imprint: { name: null, address: [], email: null, phone: null, register: null, vatId: null, responsible: null, text: ['Stadt Beispielstadt', 'umwelt@beispielstadt.example'] } });
    renderWithProviders(<ImprintPage />, { route: '/imprint' });
    const more = await screen.findByRole('region', { name: 'Further information' });
    expect(within(more).getByRole('link', { name: 'umwelt@beispielstadt.example' }).getAttribute('href')).toBe('mailto:umwelt@beispielstadt.example');
    expect(screen.queryByRole('region', { name: 'Provider' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
  });

  it('says plainly that the operator has not configured it, in English and German', async () => {
    server(UNSET);
    const { store } = renderWithProviders(<ImprintPage />, { route: '/imprint' });
    expect((await screen.findByTestId('imprint-missing')).textContent).toBe('The operator of this service has not configured an imprint yet, so the provider cannot be named here.');
    await german(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByTestId('imprint-missing').textContent).toBe('Der Betreiber dieses Dienstes hat noch kein Impressum eingerichtet, daher kann hier noch kein Anbieter genannt werden.');
  });

  it('says so when the settings cannot be loaded', async () => {
    stubFetch({ 'GET /api/config': () => Response.json({ error: 'down', code: 'INTERNAL' }, { status: 500 }) });
    renderWithProviders(<ImprintPage />, { route: '/imprint' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('This information could not be loaded. Please reload the page.');
  }, 15_000);
});

describe('Accessibility statement (/accessibility-statement)', () => {
  it('names the target (WCAG 2.1 AA, EN 301 549), the status, the known gaps and links the settings page', async () => {
    server(UNSET);
    renderWithProviders(<AccessibilityStatementPage />, { route: '/accessibility-statement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(await screen.findByText('WCAG 2.1 level AA and EN 301 549 V3.2.1')).toBeTruthy();
    expect(screen.getByText('Partially conformant')).toBeTruthy();
    const known = within(section('What is not accessible yet')).getAllByRole('listitem');
    expect(known.length).toBeGreaterThanOrEqual(5);
    expect(known.map((li) => li.textContent).join(' ')).toMatch(/German Sign Language \(DGS\) and in Easy Language/);
    expect(within(section('What helps')).getByRole('link', { name: 'Accessibility settings' }).getAttribute('href')).toBe('/accessibility');
  });

  it('dates the statement by the settings (not today), in words, in English and German', async () => {
    server({ ...UNSET, accessibility: { ...UNSET.accessibility, statementDate: '2027-03-01' } });
    const { store } = renderWithProviders(<AccessibilityStatementPage />, { route: '/accessibility-statement' });
    expect(await screen.findByText('1 March 2027')).toBeTruthy();
    expect(within(section('How this statement was made')).getByText(/^This statement was prepared on 1 March 2027\./)).toBeTruthy();
    await german(store);
    expect(screen.getByText('1. März 2027')).toBeTruthy();
    expect(screen.getByText(/^Diese Erklärung wurde am 1\. März 2027 erstellt\./)).toBeTruthy();
  });

  it('names the configured contact and enforcement body with links', async () => {
    server({ ...UNSET, accessibility: { contact: 'Barrieren: barrierefrei@stadt.example', statementDate: ACCESSIBILITY_STATEMENT_REVIEWED, enforcement: 'Landesdurchsetzungsstelle, https://durchsetzung.example' } });
    renderWithProviders(<AccessibilityStatementPage />, { route: '/accessibility-statement' });
    const contact = await screen.findByTestId('accessibility-contact');
    expect(contact.textContent).toBe('Contact: Barrieren: barrierefrei@stadt.example');
    expect(within(contact).getByRole('link', { name: 'barrierefrei@stadt.example' }).getAttribute('href')).toBe('mailto:barrierefrei@stadt.example');
    const body = screen.getByTestId('accessibility-enforcement');
    expect(within(body).getByRole('link', { name: 'https://durchsetzung.example' })).toBeTruthy();
  });

  it('says that no contact is configured and names the federal conciliation body when nothing is set', async () => {
    server(UNSET);
    const { store } = renderWithProviders(<AccessibilityStatementPage />, { route: '/accessibility-statement' });
    expect((await screen.findByTestId('accessibility-contact')).textContent).toBe(
      'The operator of this service has not configured a contact for accessibility feedback yet, so none can be named here.',
    );
    expect(screen.getByTestId('accessibility-enforcement').getAttribute('href')).toBe(FEDERAL_CONCILIATION_BODY_URL);
    await german(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeTruthy();
    expect(screen.getByTestId('accessibility-contact').textContent).toMatch(/^Der Betreiber dieses Dienstes hat noch keine Kontaktangabe für Rückmeldungen zur Barrierefreiheit/);
  });
});

describe('Open data (/open-data)', () => {
  it('lists the endpoints, the licence with its link and the attribution texts', async () => {
    const { store } = renderWithProviders(<OpenDataPage />, { route: '/open-data' });
    expect(screen.getByRole('heading', { level: 1, name: 'Open data' })).toBeTruthy();
    const where = section('Where to get it');
    expect(within(where).getByRole('link', { name: '/api/open-data/tasks.geojson' }).getAttribute('href')).toBe('/api/open-data/tasks.geojson');
    expect(within(where).getByRole('link', { name: '/api/open-data/tasks.csv' }).getAttribute('href')).toBe('/api/open-data/tasks.csv');
    expect(within(where).getByRole('link', { name: '/open311/v2/services.json' })).toBeTruthy();
    expect(within(where).getByText(/bbox=11\.90,51\.45,12\.05,51\.52&since=2026-01-01/)).toBeTruthy();
    const licence = within(section('Licence: ODbL 1.0')).getByRole('link', { name: 'Open Database License 1.0 (opens in a new tab)' });
    expect(licence.getAttribute('href')).toBe('https://opendatacommons.org/licenses/odbl/1-0/');
    expect(licence.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('open-data-attribution').textContent).toBe('© CleanQuest contributors, ODbL 1.0');
    expect(screen.getByTestId('photo-attribution').textContent).toBe('Photo: CleanQuest contributor, CC BY 4.0');
    expect(screen.getByRole('link', { name: /CC BY 4\.0\) \(opens in a new tab\)/ }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(within(section('What the data contains')).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    // Issue 39: the licence of one's photos can be withdrawn; downloaded copies stay.
    expect(screen.getByText(/You can withdraw the licence for all your photos at any time in your privacy settings: .* copies already downloaded cannot be recalled\./)).toBeTruthy();
    await german(store);
    expect(screen.getByText(/Du kannst die Lizenz jederzeit für alle deine Fotos in deinen Datenschutzeinstellungen zurückziehen/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Offene Daten' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'So nennst du die Quelle' })).toBeTruthy();
    // The credit lines are the licences' own, the same in every language.
    expect(screen.getByTestId('open-data-attribution').textContent).toBe('© CleanQuest contributors, ODbL 1.0');
  });
});
