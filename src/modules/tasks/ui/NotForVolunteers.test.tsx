// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import { setLanguage } from '../../../client/ui-slice';
import { testUser } from './test-api';
import { sampleTask } from './test-tasks';
import { TaskCard } from './TaskCard';
import { TaskDetailSheet } from './TaskDetailSheet';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const hazardous = sampleTask({
  forVolunteers: false,
  report: {
    size: 'car_load',
    hazards: ['glass', 'asbestos'],
    aiAnalysis: { items: ['roof sheets'], toolsNeeded: ['respirator'], hazardous: true, confidence: 0.7 },
  },
});

describe('a task that is not for volunteers (issue 24)', () => {
  it('says so in the sheet instead of the Accept button, with the size, the hazards and the AI analysis', async () => {
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [] });
    const { store } = renderWithProviders(<TaskDetailSheet task={hazardous} onClose={() => {}} />, { user: testUser });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByText('Hazardous: not for volunteers. Offered to the city.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(sheet).getByText('Not for volunteers')).toBeTruthy();
    expect(within(sheet).getByText('A car load')).toBeTruthy();
    expect(within(sheet).getByText('Broken glass, Asbestos')).toBeTruthy();
    expect(within(sheet).getByText(/roof sheets/)).toBeTruthy();
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    expect(within(sheet).getByText('Gefährlich: nichts für Freiwillige. Der Stadt gemeldet.')).toBeTruthy();
    expect(within(sheet).getByText('Glasscherben, Asbest')).toBeTruthy();
  });

  it('keeps the Accept button for other tasks, and the list card shows the chip only for hazardous ones', async () => {
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [] });
    renderWithProviders(
      <>
        <TaskCard task={hazardous} onOpen={() => {}} />
        <TaskCard task={sampleTask({ id: '00000000-0000-4000-8000-000000000009' })} onOpen={() => {}} />
        <TaskDetailSheet task={sampleTask({ forVolunteers: true })} onClose={() => {}} />
      </>,
      { user: testUser },
    );
    expect(screen.getAllByText('Not for volunteers')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('shows how far the city got once the task was filed with it (issue 42), in English and German', async () => {
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [`GET /api/open311/city/tasks/${hazardous.id}`]: { status: 'in_progress' } });
    const { store } = renderWithProviders(<TaskDetailSheet task={hazardous} onClose={() => {}} />, { user: testUser });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(await within(sheet).findByText('In progress at the city')).toBeTruthy();
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    expect(within(sheet).getByText('Die Stadt kümmert sich darum')).toBeTruthy();
  });

  it('shows no city status while nothing was filed', async () => {
    const calls = stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [`GET /api/open311/city/tasks/${hazardous.id}`]: { status: null } });
    renderWithProviders(<TaskDetailSheet task={hazardous} onClose={() => {}} />, { user: testUser });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/open311/city/tasks/'))).toBe(true));
    await act(async () => {}); // the answer is rendered
    expect(within(sheet).queryByText(/at the city|by the city|with the city/)).toBeNull();
  });
});
