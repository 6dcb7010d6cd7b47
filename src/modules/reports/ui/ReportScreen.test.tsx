// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { createQueryClient } from '../../../client/query-client';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { CreateReportResponse } from '../contract';
import { endpointKey } from '../../../client/endpoint';
import { activeTasks, availableTasks, myTasks, reportedTasks } from '../../tasks/endpoints';
import ReportScreen from './ReportScreen';
import { stubFetch } from '../../../client/test-fetch';

// Dialog transitions and the debounced address search can be slow on a loaded machine.
configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'trash.jpg', { type: 'image/jpeg' });

const created: CreateReportResponse = {
  report: {} as CreateReportResponse['report'],
  task: { id: 't1', status: 'available', reward: 10 },
  photo: { status: 'clear', message: null },
};

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubFetch(() => Response.json({ results: [] }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function setup(geolocation: Geolocation | null = fakeGeolocation({ code: 1 }).geolocation) {
  const ue = userEvent.setup({ applyAccept: false });
  const queryClient = createQueryClient();
  const view = renderWithProviders(<ReportScreen geolocation={geolocation} />, { user, queryClient });
  const fileInput = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: /Submit trash report|Uploading report/ });
  const location = () => screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
  return { ...view, ue, queryClient, fileInput, submit, location };
}

describe('Report Trash screen', () => {
  it('shows the title, subtitle, a camera input for images and the spec controls', async () => {
    const { fileInput } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Report Trash' })).toBeTruthy();
    expect(screen.getByText('Take a photo and add location details')).toBeTruthy();
    expect(fileInput().accept).toBe('image/*,.heic,.heif,image/heic,image/heif');
    expect(fileInput().getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: /Take a photo of the trash/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tap to get location' })).toBeTruthy();
    // The automatic attempt was denied: no toast, the denied box.
    await screen.findByText('Location access denied');
    expect(getToasts()).toEqual([]);
  });

  it('looks disabled without photo or location but still explains why on click', async () => {
    const { ue, submit, fileInput, location } = setup();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await ue.click(submit());
    expect(getToasts()[0]).toMatchObject({ title: 'Missing Photo', description: 'Please take a photo of the trash to report.' });
    expect(screen.getByText('Please take a photo of the trash to report.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Take a photo of the trash/ }));

    await ue.upload(fileInput(), photo());
    expect(await screen.findByRole('img', { name: 'Preview of the photo you chose' })).toBeTruthy();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await ue.click(submit());
    expect(getToasts()[0]).toMatchObject({
      title: 'Location Required',
      description: 'Please enter a location or use GPS to get your current location.',
    });
    expect(document.activeElement).toBe(location());

    await ue.type(location(), 'Marktplatz 1');
    expect(submit().getAttribute('aria-disabled')).toBe('false');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a non-image and a too large photo before uploading', async () => {
    const { ue, fileInput } = setup();
    await ue.upload(fileInput(), new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP, AVIF or HEIC).')).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await ue.upload(fileInput(), big);
    expect(await screen.findByText('The photo is larger than 15 MB. Please choose a smaller photo.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uploads the spec fields with progress, shows Success! and resets on Continue', async () => {
    const { ue, fileInput, submit, location, queryClient } = setup(fakeGeolocation({ latitude: 51.5, longitude: 11.95, accuracy: 7 }).geolocation);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('Location verified');
    expect(screen.getByText('GPS position found, accurate to about 7 m.')).toBeTruthy();
    await ue.upload(fileInput(), photo());
    await ue.type(location(), 'Near the bench');
    await ue.click(submit());

    const xhr = FakeXhr.sent[0];
    expect(xhr.url).toBe('/api/reports');
    const body = xhr.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      userId: 'u1',
      imageUrl: 'placeholder',
      location: 'Near the bench',
      latitude: '51.5',
      longitude: '11.95',
      wasteType: 'Mixed',
      estimatedEffort: '15',
      priority: 'medium',
      reward: '10',
    });
    expect((body.get('image') as File).name).toBe('trash.jpg');

    expect(submit().textContent).toContain('Uploading report...');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    xhr.progress(40, 100);
    expect(await screen.findByText('40% uploaded')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40');
    await ue.click(submit());
    expect(FakeXhr.sent).toHaveLength(1);

    xhr.respond(201, { ...created, photo: { status: 'held', message: 'held' } });
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText('held')).toBeTruthy();
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([availableTasks, myTasks, activeTasks, reportedTasks].map((list) => endpointKey(list)));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));

    await ue.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().value).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Location needed')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('asks after the photo whether it may be reused as open data (CC BY 4.0): off by default, sent only when ticked, asked again for a new photo', async () => {
    const { ue, fileInput, submit, location, store } = setup();
    // No photo yet: no question.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await ue.upload(fileInput(), photo());
    const box = await screen.findByRole('checkbox', { name: 'Allow reuse of this photo as open data under CC BY 4.0' });
    expect((box as HTMLInputElement).checked).toBe(false);
    // The hint is the checkbox's description; the licence and the open data page are linked.
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Off unless you tick it\..*“CleanQuest contributor”: your name is never shown\./);
    expect(screen.getByRole('link', { name: 'What CC BY 4.0 allows (opens in a new tab)' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByRole('link', { name: "About CleanQuest's open data" }).getAttribute('href')).toBe('/open-data');

    await ue.type(location(), 'Marktplatz 1');
    await ue.click(submit());
    expect((FakeXhr.sent[0].body as FormData).has('photoLicence')).toBe(false);
    FakeXhr.sent[0].respond(500, { error: 'Internal error', code: 'INTERNAL' });
    await ue.click(within(await screen.findByRole('alertdialog', { name: 'Upload Failed' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // With the keyboard: Space ticks it (issue 24: the hazards are checkboxes too).
    const reuse = () => screen.getByRole('checkbox', { name: 'Allow reuse of this photo as open data under CC BY 4.0' }) as HTMLInputElement;
    reuse().focus();
    await ue.keyboard(' ');
    expect(reuse().checked).toBe(true);
    await ue.click(submit());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1].body as FormData).get('photoLicence')).toBe('CC-BY-4.0');
    FakeXhr.sent[1].respond(500, { error: 'Internal error', code: 'INTERNAL' });
    await ue.click(within(await screen.findByRole('alertdialog', { name: 'Upload Failed' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The choice was for that photo: another photo asks again.
    await ue.upload(fileInput(), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], 'other.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(reuse().checked).toBe(false));

    // Through the store, as the app does: i18next follows the language in redux.
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    expect(screen.getByRole('checkbox', { name: 'Wiederverwendung dieses Fotos als offene Daten unter CC BY 4.0 erlauben' })).toBeTruthy();
  });

  it('shows Upload Failed with the server message, keeps the data, and Try Again sends it again', async () => {
    const { ue, fileInput, submit, location } = setup();
    await ue.upload(fileInput(), photo());
    await ue.type(location(), 'Marktplatz 1');
    await ue.click(submit());
    FakeXhr.sent[0].respond(422, { error: 'The photo could not be read.', code: 'PHOTO_UNREADABLE' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload Failed' });
    expect(within(dialog).getByText('The photo could not be read.')).toBeTruthy();

    await ue.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const again = FakeXhr.sent[1].body as FormData;
    expect(again.get('location')).toBe('Marktplatz 1');
    expect(again.has('latitude')).toBe(false);
    expect((again.get('image') as File).name).toBe('trash.jpg');

    // Issue 23: a network failure is retried on its own, with the same form and Idempotency-Key.
    FakeXhr.sent[1].fail();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3), { timeout: 4000 });
    expect(FakeXhr.sent[2].body).toBe(again);
    expect(FakeXhr.sent[2].requestHeaders['Idempotency-Key']).toBe(FakeXhr.sent[1].requestHeaders['Idempotency-Key']);
    FakeXhr.sent[2].respond(500, { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    // The first dialog may still be closing: wait for the new message.
    const second = await waitFor(() => {
      const d = screen.getByRole('alertdialog', { name: 'Upload Failed' });
      within(d).getByText('Something went wrong on our side. Please try again.');
      return d;
    });
    await ue.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // MUI keeps the page aria-hidden until the dialog's exit transition has ended (slow under load).
    await waitFor(() => expect(location().value).toBe('Marktplatz 1'));
    expect(screen.getByRole('img', { name: 'Preview of the photo you chose' })).toBeTruthy();
  });

  it('shows its own (translated) text when the server refuses the report with 429 RATE_LIMITED', async () => {
    const { ue, fileInput, submit, location } = setup();
    await ue.upload(fileInput(), photo());
    await ue.type(location(), 'Marktplatz 1');
    await ue.click(submit());
    FakeXhr.sent[0].respond(429, { error: 'Server wording of the limit.', code: 'RATE_LIMITED', details: { retryAfterSeconds: 900 } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload Failed' });
    expect(within(dialog).getByText('You have sent many reports in a short time. Please wait a while and try again.')).toBeTruthy();
    expect(within(dialog).queryByText('Server wording of the limit.')).toBeNull();
  });

  it("'Tap to get location' uses 15 s without cache and shows the spec toasts on failure", async () => {
    let answer: { code: 1 | 2 } | 'never' = 'never';
    const fake = fakeGeolocation(() => answer);
    const { ue } = setup(fake.geolocation);
    answer = { code: 2 };
    await ue.click(screen.getByRole('button', { name: 'Tap to get location' }));
    expect(fake.calls[1]).toMatchObject({ timeout: 15_000, maximumAge: 0 });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Location Error', description: 'Could not get your location. Please try again or enter address manually.' }));
    answer = { code: 1 };
    await ue.click(screen.getByRole('button', { name: 'Tap to get location' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Location Permission Denied', description: 'Please enable location services in your browser settings.' }));
    expect(fake.calls[0]).toMatchObject({ timeout: 3000 });
  });
});
