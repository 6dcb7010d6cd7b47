// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import type { ConsentDecisions } from '../contract';
import { sampleCategories, sampleProof, sampleReport, sampleStatus } from './fixtures';
import { PrivacySettingsPanel } from './PrivacySettingsPanel';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';

/** The consent decisions the component sent. */
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

const USER_ID = '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b';
const visitor: CurrentUser = toCurrentUser({ id: USER_ID, firstName: 'Guest', isGuest: true, level: 1 } as CurrentUserDto);

/** A tiny fake server: GETs answer the current decisions; POSTs change them unless `fail` says otherwise. */
function fakeServer(opts: { fail?: 'record' | 'withdraw' } = {}) {
  let consents: ConsentDecisions = { essential: true, analytics: false, performance: true };
  return stubFetch((req: RecordedCall) => {
    const status = () => sampleStatus({ consents: { ...consents } });
    if (req.method === 'POST') {
      const kind = req.url.endsWith('/withdraw') ? 'withdraw' : 'record';
      if (opts.fail === kind) return Response.json({ success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, { status: 500 });
      const body = req.body as { consentCategories?: { categoryId: keyof ConsentDecisions; consented: boolean }[]; categoryIds?: (keyof ConsentDecisions)[] };
      if (kind === 'withdraw') for (const id of body.categoryIds ?? []) consents[id] = false;
      else for (const c of body.consentCategories ?? []) consents[c.categoryId] = c.consented;
      consents = { ...consents };
      return Response.json({ success: true, error: null, consentId: 'x', consentStatus: status() }, { status: 201 });
    }
    if (req.url.includes('/status/')) return Response.json({ success: true, consentStatus: status() });
    if (req.url.endsWith('/categories')) return Response.json({ success: true, categories: sampleCategories(consents.analytics, consents.performance) });
    if (req.url.includes('/transparency/report')) return Response.json({ success: true, report: sampleReport() });
    if (req.url.includes('/proof/')) return Response.json({ success: true, proof: sampleProof() });
    return undefined;
  });
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

const toastTitles = () => getToasts().map((t) => [t.title, t.description ?? null, t.variant]);

describe('PrivacySettingsPanel', () => {
  it('shows the current status, categories, transparency report and data rights, and the export slot', async () => {
    fakeServer();
    renderWithProviders(<PrivacySettingsPanel exportDataButton={<button type="button">Export data</button>} />, { user: visitor });
    await screen.findByText('Up to date (renewal in 365 days)');
    expect(screen.getByText('Policy version')).toBeTruthy();
    expect(screen.getByText('1.0')).toBeTruthy();
    const essential = await screen.findByRole('switch', { name: /Essential/ });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Performance' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Total records')).toBeTruthy();
    expect(screen.getByText('100/100')).toBeTruthy();
    expect(screen.getByText('Response time: within 1 month')).toBeTruthy();
    expect(screen.getByText('Cost: free of charge')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export data' })).toBeTruthy();
  });

  it('shows more data controls (the photo licence withdrawal) under "Your data", also without the export button', async () => {
    fakeServer();
    renderWithProviders(<PrivacySettingsPanel dataControls={<button type="button">Withdraw the open licence of my photos</button>} />, { user: visitor });
    const heading = await screen.findByRole('heading', { name: 'Your data' });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('button', { name: 'Withdraw the open licence of my photos' })).toBeTruthy();
  });

  it("turning a category on records it: 'Preferences updated', and the local record follows", async () => {
    const net = fakeServer();
    const { store } = renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await userEvent.click(await screen.findByRole('switch', { name: 'Analytics' }));
    await waitFor(() => expect(toastTitles()).toEqual([['Preferences updated', null, 'default']]));
    expect(posts(net)[0]).toMatchObject({
      url: '/api/security/consent/record',
      body: { userId: USER_ID, source: 'preferences', consentCategories: expect.arrayContaining([{ categoryId: 'analytics', consented: true }]) },
    });
    expect(store.getState().consent.record.value).toMatchObject({ analytics: true, performance: true });
    expect(store.getState().consent.choice.value).toMatchObject({ level: 'all' });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true));
  });

  it("turning a category off withdraws it: 'Consent withdrawn'", async () => {
    const net = fakeServer();
    renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await userEvent.click(await screen.findByRole('switch', { name: 'Performance' }));
    await waitFor(() => expect(toastTitles()).toEqual([['Consent withdrawn', null, 'default']]));
    expect(posts(net)[0]).toMatchObject({ url: '/api/security/consent/withdraw', body: { userId: USER_ID, categoryIds: ['performance'] } });
  });

  it("'Withdraw all optional' asks first, then withdraws analytics and performance", async () => {
    const net = fakeServer();
    const { store } = renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await screen.findByRole('switch', { name: 'Performance' });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw all optional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw all optional consent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastTitles()).toEqual([['Consent withdrawn', null, 'default']]));
    expect(posts(net)[0]).toMatchObject({ url: '/api/security/consent/withdraw', body: { categoryIds: ['analytics', 'performance'] } });
    expect(store.getState().consent.record.value).toMatchObject({ analytics: false, performance: false });
    expect(store.getState().consent.choice.value).toMatchObject({ level: 'essential', rejected: true });
  });

  it("a failed update shows 'Update failed' / 'Failed to update privacy preferences. Please try again.'", async () => {
    fakeServer({ fail: 'record' });
    const { store } = renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await userEvent.click(await screen.findByRole('switch', { name: 'Analytics' }));
    await waitFor(() => expect(toastTitles()).toEqual([['Update failed', 'Failed to update privacy preferences. Please try again.', 'destructive']]));
    expect(store.getState().consent.record.value).toBeNull();
  });

  it("a failed withdrawal shows 'Withdrawal failed' / 'Failed to withdraw consent. Please try again.'", async () => {
    fakeServer({ fail: 'withdraw' });
    renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await userEvent.click(await screen.findByRole('switch', { name: 'Performance' }));
    await waitFor(() => expect(toastTitles()).toEqual([['Withdrawal failed', 'Failed to withdraw consent. Please try again.', 'destructive']]));
  });

  it('the history dialog shows the legal validation and the consent history', async () => {
    fakeServer();
    renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await userEvent.click(await screen.findByRole('button', { name: 'View consent history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consent history' });
    await within(dialog).findByText('Legal validation');
    for (const check of ['GDPR compliant', 'Valid consent', 'Withdrawal possible at any time', 'Complete audit trail']) {
      expect(within(dialog).getByText(new RegExp(`^${check}:`))).toBeTruthy();
    }
    expect(within(dialog).getByText('Withdrawn: Analytics')).toBeTruthy();
    expect(within(dialog).getAllByText(/Policy version 1.0/)).toHaveLength(2);
    expect(within(dialog).getAllByText(/IP address \(shortened\): 203.0.113.0/)).toHaveLength(2);
  });

  it('renewal: shows why and confirms the current choices', async () => {
    const net = stubFetch((req) => {
      if (req.url.includes('/status/')) return Response.json({ success: true, consentStatus: sampleStatus({ version: '0.9', renewal: { required: true, reason: 'policy_updated', daysUntilExpiry: 200 } }) });
      if (req.url.endsWith('/categories')) return Response.json({ success: true, categories: sampleCategories(false, true) });
      if (req.url.includes('/transparency/report')) return Response.json({ success: true, report: sampleReport(75) });
      if (req.method === 'POST') return Response.json({ success: true, error: null, consentId: 'y', consentStatus: sampleStatus() }, { status: 201 });
      return undefined;
    });
    renderWithProviders(<PrivacySettingsPanel />, { user: visitor });
    await screen.findByText('Renewal required: the privacy policy changed');
    // Issue 33: and what changed (issue 39: the current version's changes).
    const note = screen.getByRole('note');
    expect(within(note).getByRole('heading', { name: 'What changed' })).toBeTruthy();
    expect(note.textContent).toContain('are now blurred before the photo is stored');
    expect(note.textContent).toContain('withdraw the open licence (CC BY 4.0) of all your photos');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my choices' }));
    await waitFor(() => expect(posts(net)).toHaveLength(1));
    expect(posts(net)[0]!.body).toMatchObject({ source: 'renewal' });
  });
});
