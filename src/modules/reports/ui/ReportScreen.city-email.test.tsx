// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { createQueryClient } from '../../../client/query-client';
import { toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { offlineQueue, resetOfflineQueue } from '../../../client/offline/runtime';
import ReportScreen from './ReportScreen';

configure({ asyncUtilTimeout: 4000 });

const LABEL = 'Share my e-mail address with the city for follow-ups';
const verified: CurrentUser = toCurrentUser({ ...sampleRegistered.user!, isEmailVerified: true });
const unverified: CurrentUser = sampleRegistered;
const guestWithAddress: CurrentUser = toCurrentUser({ ...sampleGuest.user!, email: 'guest@example.org', isEmailVerified: true });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7])], 'trash.jpg', { type: 'image/jpeg' });

let online = true;
let calls: RecordedCall[] = [];
/** GET /api/alerts/preferences answers this person's alerts address (none unless given). */
const alertsEmail = (email: { address: string; confirmed: boolean } | null) =>
  (calls = stubFetch(
    { 'GET /api/alerts/preferences': { choices: {}, language: 'en', email, pushDevices: 0 } },
    () => Response.json({ results: [] }),
  ));
const preferenceCalls = () => calls.filter((c) => c.url.includes('/api/alerts/preferences'));
beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  calls = stubFetch(() => Response.json({ results: [] }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

/** The form with a photo and a place; `hazard` ticked when given. */
async function fill(user: CurrentUser, hazard?: string) {
  const ue = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<ReportScreen geolocation={fakeGeolocation({ code: 1 }).geolocation} />, { user, queryClient: createQueryClient() });
  await ue.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, photo());
  await screen.findByRole('img', { name: 'Preview of the photo you chose' });
  await ue.type(screen.getByRole('combobox', { name: 'Location' }), 'Near the bench');
  if (hazard) await ue.click(screen.getByRole('checkbox', { name: hazard }));
  return { ue, submit: () => ue.click(screen.getByRole('button', { name: /Submit trash report/ })) };
}

describe('Report screen: sharing the e-mail with the city (issue 42)', () => {
  it('offers it, unticked, to a registered person with a verified address on a report not for volunteers, and sends the choice', async () => {
    const { ue, submit } = await fill(verified);
    // Not for a report volunteers may clean.
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    await ue.click(screen.getByRole('checkbox', { name: 'Needles or sharps' }));
    const box = screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    // The hint names the address and says when it is used.
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(box.getAttribute('aria-describedby')!)!.textContent!;
    expect(hint).toContain('ada.green@example.org');
    expect(hint).toContain('Only used if this report goes to the city');
    await ue.click(box);
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).get('shareEmailWithCity')).toBe('true');
  });

  it('sends no choice when it is left unticked, or when the hazard is taken back', async () => {
    const { ue, submit } = await fill(verified, 'Chemicals');
    await ue.click(screen.getByRole('checkbox', { name: LABEL }));
    await ue.click(screen.getByRole('checkbox', { name: 'Chemicals' }));
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).has('shareEmailWithCity')).toBe(false);
  });

  it.each([
    ['a guest (even with an address)', guestWithAddress],
    ['a registered person whose address is not verified (and no alerts address)', unverified],
  ])('is not offered to %s', async (_, user) => {
    const { submit } = await fill(user, 'Asbestos');
    expect(screen.getByText('Volunteers will not take this spot: it is offered to the city.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).has('shareEmailWithCity')).toBe(false);
  });

  it('offers the address confirmed for alerts when the account has no verified e-mail, names it, and sends the choice', async () => {
    alertsEmail({ address: 'ada.alerts@example.org', confirmed: true });
    const { ue, submit } = await fill(unverified, 'Needles or sharps');
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute('aria-describedby')!)!.textContent!;
    expect(hint).toContain('the e-mail address you confirmed for alerts, ada.alerts@example.org');
    await ue.click(box);
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).get('shareEmailWithCity')).toBe('true');
  });

  it('does not offer an alerts address still waiting for its confirmation', async () => {
    alertsEmail({ address: 'ada.pending@example.org', confirmed: false });
    const { submit } = await fill(unverified, 'Asbestos');
    await waitFor(() => expect(preferenceCalls()).toHaveLength(1));
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).has('shareEmailWithCity')).toBe(false);
  });

  it('never asks for the alerts settings for a guest', async () => {
    alertsEmail({ address: 'someone@example.org', confirmed: true });
    await fill(guestWithAddress, 'Asbestos');
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    expect(preferenceCalls()).toHaveLength(0);
  });

  it('asks for the alerts settings only once a hazard makes the box possible', async () => {
    alertsEmail({ address: 'ada.alerts@example.org', confirmed: true });
    const { ue } = await fill(unverified);
    expect(preferenceCalls()).toHaveLength(0);
    await ue.click(screen.getByRole('checkbox', { name: 'Chemicals' }));
    await screen.findByRole('checkbox', { name: LABEL });
    expect(preferenceCalls()).toHaveLength(1);
  });

  it('shares the verified account e-mail without asking for the alerts settings', async () => {
    alertsEmail({ address: 'ada.alerts@example.org', confirmed: true });
    await fill(verified, 'Chemicals');
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toContain('your account\'s e-mail address, ada.green@example.org');
    expect(preferenceCalls()).toHaveLength(0);
  });

  it('keeps the choice with a report saved offline (the queue sends the same fields later)', async () => {
    online = false;
    const { ue, submit } = await fill(verified, 'Needles or sharps');
    await ue.click(screen.getByRole('checkbox', { name: LABEL }));
    await submit();
    await waitFor(async () => expect(await offlineQueue().list(verified.userId)).toHaveLength(1));
    const [item] = await offlineQueue().list(verified.userId);
    expect(Object.fromEntries(item!.fields)).toMatchObject({ shareEmailWithCity: 'true', hazards: '["sharps"]' });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
