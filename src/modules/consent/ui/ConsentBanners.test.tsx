// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext, FALLBACK_GUEST, toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import { CONSENT_VERSION, type ConsentStatusDto } from '../contract';
import ConsentBanners, { type BannerVariant } from './ConsentBanners';
import { consentRecordsFor } from './consent-records';
import { consentSaved } from './consent-slice';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';

/** The consent decisions the component sent. */
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

const USER_ID = '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b';
const visitor: CurrentUser = toCurrentUser({ id: USER_ID, firstName: 'Guest', isGuest: true, level: 1 } as CurrentUserDto);

const noConsentStatus: ConsentStatusDto = {
  hasConsent: false,
  lastUpdated: null,
  version: null,
  currentVersion: CONSENT_VERSION,
  consents: { essential: true, analytics: false, performance: false },
  renewal: { required: true, reason: 'no_consent', daysUntilExpiry: 0 },
};

const serverOk = (req: RecordedCall) => {
  if (req.method === 'POST' && req.url.endsWith('/record')) return Response.json({ success: true, error: null, consentId: 'c1', consentStatus: noConsentStatus }, { status: 201 });
  if (req.url.includes('/status/')) return Response.json({ success: true, consentStatus: noConsentStatus });
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(variant: BannerVariant) {
  const net = stubFetch(serverOk);
  const view = renderWithProviders(<ConsentBanners variant={variant} />, { user: visitor });
  const consent = () => view.store.getState().consent;
  return { ...view, net, consent };
}

const categories = (analytics: boolean, performance: boolean) => [
  { categoryId: 'essential', consented: true },
  { categoryId: 'analytics', consented: analytics },
  { categoryId: 'performance', consented: performance },
];

describe('ConsentBanner (full)', () => {
  it('Accept All stores all three categories and records them on the server', async () => {
    const { consent, net } = setup('detailed');
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(consent().record.value).toMatchObject({ essential: true, analytics: true, performance: true, version: CONSENT_VERSION });
    expect(consent().choice.value).toMatchObject({ level: 'all', rejected: false, version: CONSENT_VERSION });
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]).toEqual({ method: 'POST', url: '/api/security/consent/record', body: { userId: USER_ID, consentCategories: categories(true, true), source: 'banner' } });
  });

  it('Manage Preferences reveals the toggles (essential locked on); Accept Selected saves them', async () => {
    const { consent, net } = setup('detailed');
    expect(screen.queryByRole('button', { name: 'Accept Selected' })).toBeNull();
    const manage = screen.getByRole('button', { name: 'Manage Preferences' });
    expect(manage.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(manage);
    expect(manage.getAttribute('aria-expanded')).toBe('true');
    const essential = screen.getByRole('switch', { name: 'Essential (Always on)' });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept Selected' }));
    expect(consent().record.value).toMatchObject({ essential: true, analytics: true, performance: false });
    expect(consent().choice.value).toMatchObject({ level: 'essential', rejected: false });
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]!.body).toMatchObject({ consentCategories: categories(true, false), source: 'banner' });
  });

  it('Reject Optional stores analytics and performance as false, marked rejected', async () => {
    const { consent, net } = setup('detailed');
    await userEvent.click(screen.getByRole('button', { name: 'Reject Optional' }));
    expect(consent().record.value).toMatchObject({ essential: true, analytics: false, performance: false });
    expect(consent().choice.value).toMatchObject({ level: 'essential', rejected: true });
    await waitFor(() => expect(posts(net)[0]?.body).toMatchObject({ consentCategories: categories(false, false), source: 'banner' }));
  });

  it('the close button hides the banner without saving; it is back on the next load', async () => {
    const first = setup('detailed');
    await userEvent.click(screen.getByRole('button', { name: 'Close without saving' }));
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
    expect(first.consent()).toMatchObject({ record: { value: null }, choice: { value: null } });
    expect(posts(first.net)).toHaveLength(0);
    first.unmount();
    setup('detailed');
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
  });

  it('links to the Privacy Policy and is not shown when consent is stored', async () => {
    const { store } = setup('detailed');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    act(() => void store.dispatch(consentSaved(consentRecordsFor({ analytics: false, performance: false }))));
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });
});

describe('SimpleConsentBanner', () => {
  it.each([
    ['Reject All', { analytics: false, performance: false }, { level: 'essential', rejected: true }],
    ['Essential Only', { analytics: false, performance: false }, { level: 'essential', rejected: false }],
    ['Accept All', { analytics: true, performance: true }, { level: 'all', rejected: false }],
  ] as const)('%s stores the choice and closes', async (button, record, choice) => {
    const { consent, net } = setup('simple');
    expect(screen.getByRole('region', { name: 'Privacy choice' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(consent().record.value).toMatchObject({ essential: true, ...record, version: CONSENT_VERSION });
    expect(consent().choice.value).toMatchObject({ ...choice, version: CONSENT_VERSION });
    expect(screen.queryByRole('region', { name: 'Privacy choice' })).toBeNull();
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]!.body).toMatchObject({ userId: USER_ID, consentCategories: categories(record.analytics, record.performance), source: 'simple_banner' });
  });
});

describe('ConsentBanners and the server', () => {
  it('a choice made before the session is ready is recorded once it is', async () => {
    const net = stubFetch(serverOk);
    const { rerender, store } = renderWithProviders(
      <CurrentUserContext.Provider value={FALLBACK_GUEST}>
        <ConsentBanners variant="detailed" />
      </CurrentUserContext.Provider>,
    );
    const consent = () => store.getState().consent;
    await userEvent.click(screen.getByRole('button', { name: 'Reject Optional' }));
    expect(consent().record.value).toMatchObject({ analytics: false });
    expect(posts(net)).toHaveLength(0);
    rerender(
      <CurrentUserContext.Provider value={visitor}>
        <ConsentBanners variant="detailed" />
      </CurrentUserContext.Provider>,
    );
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]!.body).toMatchObject({ userId: USER_ID, source: 'banner', consentCategories: categories(false, false) });
  });

  it("records the browser's stored choice for a session user who has none on the server (source 'sync')", async () => {
    const net = stubFetch(serverOk);
    const { store, rerender } = renderWithProviders(
      <CurrentUserContext.Provider value={FALLBACK_GUEST}>
        <ConsentBanners />
      </CurrentUserContext.Provider>,
    );
    act(() => void store.dispatch(consentSaved(consentRecordsFor({ analytics: true, performance: false }))));
    rerender(
      <CurrentUserContext.Provider value={visitor}>
        <ConsentBanners />
      </CurrentUserContext.Provider>,
    );
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]!.body).toMatchObject({ userId: USER_ID, source: 'sync', consentCategories: categories(true, false) });
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });
});

describe('a choice made under an older privacy policy (issue 33)', () => {
  /** What a browser stored when it accepted an older policy (1.0; 1.1 until issue 39). */
  const acceptedOld = (version: string) => {
    const { record, choice } = consentRecordsFor({ analytics: true, performance: true }, { now: new Date() });
    return consentSaved({ record: { ...record, version }, choice: { ...choice, version } });
  };

  it.each([
    ['detailed', '1.0'],
    ['simple', '1.0'],
    ['detailed', '1.1'],
    ['simple', '1.1'],
  ] as const)('asks again in the %s banner after policy %s and says what changed; choosing stores the new version', async (variant, old) => {
    expect(CONSENT_VERSION).toBe('1.2');
    const net = stubFetch(serverOk);
    const { store } = renderWithProviders(<ConsentBanners variant={variant} />, { user: visitor });
    act(() => void store.dispatch(acceptedOld(old)));
    const banner = screen.getByRole('region', { name: variant === 'simple' ? 'Privacy choice' : 'Your privacy choices' });
    const note = await within(banner).findByRole('note');
    expect(within(note).getByRole('heading', { name: 'What changed' })).toBeTruthy();
    expect(note.textContent).toContain(`We updated the privacy policy (version ${CONSENT_VERSION}).`);
    // Issue 39: what version 1.2 changed.
    expect(note.textContent).toContain('Faces in report photos, after-photos and photos of cleanup events are now blurred before the photo is stored');
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept All' }));
    expect(store.getState().consent.record.value).toMatchObject({ version: CONSENT_VERSION });
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(posts(net)).toHaveLength(1));
  });

  it('a first visit gets the banner without it', () => {
    setup('detailed');
    expect(screen.getByRole('region', { name: 'Your privacy choices' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
