// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCurrentUser } from '../../../client/session/current-user';
import { LANGUAGE_COOKIE } from '../../../shared/language';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import { sampleCategories, sampleStatus } from './fixtures';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { stubFetch } from '../../../client/test-fetch';
import { collectSlots, ModuleSlotsContext } from '../../../client/module-slots';
import { clientModules } from '../../client';

const visitor = toCurrentUser({ id: '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b', firstName: 'Guest', isGuest: true, level: 1 } as CurrentUserDto);

/** GET /api/config as the server sends it (privacyContact null when PRIVACY_CONTACT is unset), plus the panel's calls. */
function server(privacyContact: string | null) {
  return stubFetch((req) => {
    if (req.url === '/api/config') return Response.json({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: 'OSM', aiVerifier: 'local', consent: { privacyContact } });
    if (req.url.includes('/status/')) return Response.json({ success: true, consentStatus: sampleStatus() });
    if (req.url.endsWith('/categories')) return Response.json({ success: true, categories: sampleCategories(false, true) });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyPolicyPage: the controller', () => {
  it('names the configured controller, with a mailto link for the email address and a link for the URL', async () => {
    server('Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org, https://example.org/privacy');
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', user: visitor });
    const contact = await screen.findByTestId('privacy-contact');
    expect(contact.textContent).toBe('Controller: Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org, https://example.org/privacy');
    expect(within(contact).getByRole('link', { name: 'privacy@example.org' }).getAttribute('href')).toBe('mailto:privacy@example.org');
    expect(within(contact).getByRole('link', { name: 'https://example.org/privacy' }).getAttribute('href')).toBe('https://example.org/privacy');
    // It sits in section 1, "Who is responsible".
    expect(contact.closest('section')?.querySelector('h2')?.textContent).toBe('1. Who is responsible');
  });

  it('says so plainly when the operator has not configured a contact, in English and German', async () => {
    server(null);
    const { i18n } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', user: visitor });
    const contact = await screen.findByTestId('privacy-contact');
    expect(contact.textContent).toBe('The operator of this service has not configured a contact for privacy requests yet, so no controller can be named here.');
    expect(within(contact).queryByRole('link')).toBeNull();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('privacy-contact').textContent).toBe(
      'Der Betreiber dieses Dienstes hat noch keine Kontaktangabe für Datenschutzanfragen eingerichtet, daher kann hier noch kein Verantwortlicher genannt werden.',
    );
  });

  it('shows "Verantwortlicher:" before the contact in German', async () => {
    server('dsb@example.de');
    const { i18n } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', user: visitor });
    await screen.findByTestId('privacy-contact');
    await act(() => i18n.changeLanguage('de'));
    const contact = screen.getByTestId('privacy-contact');
    expect(contact.textContent).toBe('Verantwortlicher: dsb@example.de');
    expect(within(contact).getByRole('link', { name: 'dsb@example.de' }).getAttribute('href')).toBe('mailto:dsb@example.de');
  });
});

describe('PrivacyPolicyPage: what is stored in the browser', () => {
  it('names the language cookie the app writes (and the session cookie), in English and German', async () => {
    server(null);
    const { i18n } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', user: visitor });
    await screen.findByTestId('privacy-contact');
    const stored = () => screen.getByText((_, el) => el?.tagName === 'LI' && /cq_session/.test(el.textContent ?? '')).textContent;
    expect(stored()).toContain(`the language cookie ${LANGUAGE_COOKIE} (your language`);
    await act(() => i18n.changeLanguage('de'));
    expect(stored()).toContain(`das Sprach-Cookie ${LANGUAGE_COOKIE} (deine Sprache`);
  });
});

describe('PrivacyPolicyPage: faces and the open licence of photos (issue 39)', () => {
  it('says what is blurred, where, that nothing unblurred is kept, and that the open licence can be withdrawn, in English and German', async () => {
    server(null);
    const { i18n } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', user: visitor });
    await screen.findByTestId('privacy-contact');
    const item = (start: RegExp) => screen.getByText((_, el) => el?.tagName === 'LI' && start.test(el.textContent ?? '')).textContent;
    const faces = item(/^Faces in photos:/);
    expect(faces).toContain('faces are blurred before a photo is stored');
    expect(faces).toContain('Every report photo, after-photo of a cleanup and photo of a cleanup event goes through an automatic face detection on our server');
    expect(faces).toContain('no unblurred copy is stored anywhere');
    expect(faces).toContain('on your phone as well, where the app supports it');
    expect(item(/^Open data:/)).toContain('You can withdraw this licence for all your photos at any time in your privacy settings');
    expect(screen.getByText(/withdraw the open licence of your photos and delete your account/)).toBeTruthy();
    expect(screen.getByText(/^Version 1\.2\./)).toBeTruthy();

    await act(() => i18n.changeLanguage('de'));
    const gesichter = item(/^Gesichter auf Fotos:/);
    expect(gesichter).toContain('Gesichter werden unkenntlich gemacht, bevor ein Foto gespeichert wird');
    expect(gesichter).toContain('Nirgends wird eine unverwischte Kopie gespeichert');
    expect(item(/^Offene Daten:/)).toContain('Du kannst diese Lizenz jederzeit für alle deine Fotos in deinen Datenschutzeinstellungen (Deine Daten) zurückziehen');
  });
});

describe('PrivacyPolicyPage: the other legal pages', () => {
  it('ends with the links to the terms, imprint, accessibility statement and open data (the legal module\'s slot)', async () => {
    server(null);
    renderWithProviders(
      <ModuleSlotsContext.Provider value={collectSlots(clientModules)}>
        <PrivacyPolicyPage />
      </ModuleSlotsContext.Provider>,
      { route: '/privacy', user: visitor },
    );
    const nav = await screen.findByRole('navigation', { name: 'Legal information and open data' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/terms', '/imprint', '/accessibility-statement', '/open-data']);
    expect(within(nav).getByText('Privacy Policy').getAttribute('aria-current')).toBe('page');
  });
});
