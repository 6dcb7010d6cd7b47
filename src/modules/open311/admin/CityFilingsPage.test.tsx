// @vitest-environment jsdom
import { act, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { CityFilingsAdminResponse } from '../contract';
import CityFilingsPage from './CityFilingsPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const failing: CityFilingsAdminResponse = {
  cityHost: 'city.example',
  filings: [
    {
      taskId: '11111111-2222-4333-8444-555555555555', state: 'pending', attempts: 6, pollFailures: 0, lastError: 'CityAnswerError: POST requests.json: HTTP 503',
      nextAttemptAt: '2026-11-29T12:00:00Z', serviceRequestId: null, createdAt: '2026-11-29T10:00:00Z',
    },
  ],
};

describe('CityFilingsPage (issue 42, admin)', () => {
  it('lists the failing filings with their attempts and last error, in English and German', async () => {
    stubFetch({ 'GET /api/admin/open311/city-filings': failing });
    const { store } = renderWithProviders(<CityFilingsPage />);
    expect(await screen.findByText('Task 11111111-2222-4333-8444-555555555555')).toBeTruthy();
    expect(screen.getByText('Connected to city.example.')).toBeTruthy();
    expect(screen.getByText('Waiting to be sent again')).toBeTruthy();
    expect(screen.getByText('Attempts: 6, failed status looks: 0')).toBeTruthy();
    expect(screen.getByText('CityAnswerError: POST requests.json: HTTP 503')).toBeTruthy();
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    expect(await screen.findByText('Wartet auf den nächsten Versuch')).toBeTruthy();
  });

  it('says when nothing fails, and when no city is connected', async () => {
    stubFetch({ 'GET /api/admin/open311/city-filings': { cityHost: null, filings: [] } });
    renderWithProviders(<CityFilingsPage />);
    expect(await screen.findByText('No filing is failing.')).toBeTruthy();
    expect(screen.getByText(/No city is connected/)).toBeTruthy();
  });
});
