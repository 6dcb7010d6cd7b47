// @vitest-environment jsdom
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { ModuleSlotsContext, type SlotProps } from '../../../client/module-slots';
import { createQueryClient } from '../../../client/query-client';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { AnalyzePhotoResponse } from '../../analysis/contract';
import ReportScreen from './ReportScreen';

configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'trash.jpg', { type: 'image/jpeg' });
const ANALYSIS_ID = '6f1c2a4e-1111-4222-8333-444455556666';
const found: AnalyzePhotoResponse = {
  id: ANALYSIS_ID,
  available: true,
  reason: null,
  suggestions: [{ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: null, count: 4 }],
  analysis: { items: ['4 plastic bottles'], toolsNeeded: ['gloves'], hazardous: true, confidence: 0.9 },
};

/** The litter module's tagging stands in: it shows what it was given. */
const seen: SlotProps<'reportTagging'>[] = [];
function FakeTagging(props: SlotProps<'reportTagging'>) {
  seen.push(props);
  return <p>{`Suggested: ${(props.suggestions ?? []).map((s) => `${s.count} ${s.item}`).join(', ') || 'none'}`}</p>;
}
const slots = { reportTagging: lazy(async () => ({ default: FakeTagging })) };

function setup(aiVerifier: 'openai' | 'local') {
  stubFetch({ 'GET /api/config': { mapTileUrl: '', mapAttribution: '', aiVerifier } }, () => Response.json({ results: [] }));
  const ue = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <ModuleSlotsContext.Provider value={slots}>
      <ReportScreen geolocation={fakeGeolocation({ latitude: 51.5, longitude: 11.95, accuracy: 7 }).geolocation} />
    </ModuleSlotsContext.Provider>,
    { user, queryClient: createQueryClient() },
  );
  const fileInput = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: /Submit trash report|Uploading report/ });
  return { ...view, ue, fileInput, submit };
}

const sentTo = (path: string) => FakeXhr.sent.filter((x) => x.url === path);

beforeEach(() => {
  FakeXhr.reset();
  seen.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('Report Trash screen: the AI’s first look, size and hazards (issue 24)', () => {
  it('looks at the photo, hands the suggestions to the tagging, and sends the analysis id, size and hazards', async () => {
    const { ue, fileInput, submit } = setup('openai');
    await screen.findByText('Location verified');
    await ue.upload(fileInput(), photo());
    await screen.findByText('Looking at the photo…');
    const call = sentTo('/api/analysis')[0]!;
    expect((call.body as FormData).get('photo')).toBeInstanceOf(File);
    // The report can be sent meanwhile: the button is not disabled by the analysis.
    expect(submit().getAttribute('aria-disabled')).not.toBe('true');
    act(() => call.respond(200, found));
    expect(await screen.findByText('The AI suggests 1 tag below. Check it before you send.')).toBeTruthy();
    expect(await screen.findByText('Suggested: 4 soft_drinks.plastic_bottle')).toBeTruthy();
    expect(screen.getByText(/The AI thinks this spot may be hazardous/)).toBeTruthy();

    await ue.click(screen.getByRole('button', { name: 'A wheelbarrow' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Broken glass' }));
    await ue.click(submit());
    await waitFor(() => expect(sentTo('/api/reports')).toHaveLength(1));
    const body = sentTo('/api/reports')[0]!.body as FormData;
    expect(body.get('analysisId')).toBe(ANALYSIS_ID);
    expect(body.get('size')).toBe('wheelbarrow');
    expect(body.get('hazards')).toBe('["glass"]');
  });

  it('can be stopped, and then sends no analysis id', async () => {
    const { ue, fileInput, submit } = setup('openai');
    await screen.findByText('Location verified');
    await ue.upload(fileInput(), photo());
    await ue.click(await screen.findByRole('button', { name: 'Stop looking' }));
    expect(await screen.findByText('No suggestions: you stopped the AI.')).toBeTruthy();
    await ue.click(submit());
    await waitFor(() => expect(sentTo('/api/reports')).toHaveLength(1));
    expect((sentTo('/api/reports')[0]!.body as FormData).has('analysisId')).toBe(false);
  });

  it('says so in small text when the AI is not set up, without asking the server', async () => {
    const { ue, fileInput } = setup('local');
    await screen.findByText('Location verified');
    await ue.upload(fileInput(), photo());
    expect(await screen.findByText('No suggestions: the AI is not set up.')).toBeTruthy();
    expect(sentTo('/api/analysis')).toHaveLength(0);
    expect(await screen.findByText('Suggested: none')).toBeTruthy();
  });

  it('says the AI could not look when the server answers unreachable or fails', async () => {
    const { ue, fileInput } = setup('openai');
    await screen.findByText('Location verified');
    await ue.upload(fileInput(), photo());
    await screen.findByText('Looking at the photo…');
    act(() => sentTo('/api/analysis')[0]!.respond(429, { error: 'Too many', code: 'RATE_LIMITED' }));
    expect(await screen.findByText('No suggestions: the AI could not look at the photo.')).toBeTruthy();
  });
});
