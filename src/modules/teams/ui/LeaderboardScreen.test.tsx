// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUser } from '../../../client/session/current-user';
import { peopleBoard, teamBoard } from './test-leaderboards';
import LeaderboardScreen from './LeaderboardScreen';

function renderScreen(route = '/leaderboard', user: CurrentUser = sampleRegistered) {
  return renderWithProviders(
    <Routes>
      <Route path="/leaderboard" element={<LeaderboardScreen />} />
    </Routes>,
    { route, user },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LeaderboardScreen', () => {
  it('lists people by XP with the caller marked, and switches to the teams and to this week', async () => {
    const calls = stubFetch({
      'GET /api/leaderboard?window=all': peopleBoard(),
      'GET /api/leaderboard?window=all&scope=teams': teamBoard(),
      'GET /api/leaderboard?window=week&scope=teams': teamBoard({ window: 'week', entries: [], me: null }),
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the leaderboard');
    const list = await screen.findByRole('list', { name: 'People by XP' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['#1Lena KrauseLevel 91,500 XP', '#2ada_greenYouLevel 71,240 XP']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    const teams = await screen.findByRole('list', { name: 'Teams by XP' });
    expect(within(teams).getAllByRole('listitem').map((r) => r.textContent)).toEqual(['#1River Rangers3 members2,400 XP', '#2Green ClassYour team1 member300 XP']);

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText('There are no teams yet.')).toBeTruthy();
    expect(screen.getByText('You are not in a team yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create or join a team' }).getAttribute('href')).toBe('/teams');
    expect(calls.map((c) => c.url)).toEqual(['/api/leaderboard?window=all', '/api/leaderboard?window=all&scope=teams', '/api/leaderboard?window=week&scope=teams']);
  });

  it('opens on the tab and period a link names, and says where the caller stands outside the top', async () => {
    stubFetch({ 'GET /api/leaderboard?window=week&scope=teams': teamBoard({ window: 'week', me: { rank: 58, id: 't-9', name: 'Far Away', xp: 12, members: 2 } }) });
    renderScreen('/leaderboard?scope=teams&window=week');
    expect(await screen.findByText('Far Away: #58 with 12 XP')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Teams' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows an error with a retry, and tells guests they are not listed', async () => {
    let fail = true;
    stubFetch({ 'GET /api/leaderboard': () => (fail ? Response.json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json(peopleBoard({ me: { id: 'u-sample', rank: null, listed: false, xp: 0, coins: 0, level: 1 } }))) });
    renderScreen('/leaderboard', sampleGuest);
    expect(await screen.findByText('Could not load the leaderboard: Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Create your profile to appear on the leaderboard.')).toBeTruthy();
  });

  it('speaks German', async () => {
    stubFetch({ 'GET /api/leaderboard': peopleBoard({ entries: [] }) });
    const { i18n } = renderScreen();
    expect(await screen.findByText('Nobody has earned XP yet.')).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Bestenliste' })).toBeTruthy();
    expect(await screen.findByText('Noch hat niemand XP gesammelt.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Personen' })).toBeTruthy();
  });
});
