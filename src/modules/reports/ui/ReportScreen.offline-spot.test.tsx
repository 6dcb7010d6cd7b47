// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { createQueryClient } from '../../../client/query-client';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import { offlineQueue, resetOfflineQueue } from '../../../client/offline/runtime';
import type { AnalyzePhotoResponse } from '../../analysis/contract';
import ReportScreen from './ReportScreen';

configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const ANALYSIS_ID = '6f1c2a4e-1111-4222-8333-444455556666';
const found: AnalyzePhotoResponse = { id: ANALYSIS_ID, available: true, reason: null, suggestions: [], analysis: { items: [], toolsNeeded: [], hazardous: false, confidence: 0.4 } };
let online = true;

beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('Report Trash screen offline (issue 24)', () => {
  it('keeps the analysis id, size and hazards with a report saved on the device', async () => {
    stubFetch({ 'GET /api/config': { mapTileUrl: '', mapAttribution: '', aiVerifier: 'openai' } }, () => Response.json({ results: [] }));
    const ue = userEvent.setup({ applyAccept: false });
    const view = renderWithProviders(<ReportScreen geolocation={fakeGeolocation({ code: 1 }).geolocation} />, { user, queryClient: createQueryClient() });
    await ue.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7])], 'trash.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Looking at the photo…');
    act(() => FakeXhr.sent.find((x) => x.url === '/api/analysis')!.respond(200, found));
    await screen.findByText('The AI found no litter it knows on this photo.');
    await ue.click(screen.getByRole('button', { name: 'A bag' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Chemicals' }));
    await ue.type(screen.getByRole('combobox', { name: 'Location' }), 'Near the bench');
    // The connection is gone when it is sent.
    online = false;
    await ue.click(screen.getByRole('button', { name: /Submit trash report/ }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Saved offline' }));
    const [item] = await offlineQueue().list('u1');
    expect(Object.fromEntries(item!.fields)).toMatchObject({ analysisId: ANALYSIS_ID, size: 'bag', hazards: '["chemicals"]', location: 'Near the bench' });
  });
});
