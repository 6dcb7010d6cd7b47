// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import ChallengeScreen from './ChallengeScreen';
import ChallengesScreen from './ChallengesScreen';
import { CHALLENGE_ID, TEAM_ID, sampleChallenge, sampleDetail, sampleList } from './fixtures';

function renderList() {
  return renderWithProviders(
    <Routes>
      <Route path="/challenges" element={<ChallengesScreen />} />
    </Routes>,
    { route: '/challenges' },
  );
}

function renderDetail(id = CHALLENGE_ID) {
  return renderWithProviders(
    <Routes>
      <Route path="/challenges/:id" element={<ChallengeScreen />} />
    </Routes>,
    { route: `/challenges/${id}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ChallengesScreen', () => {
  it('lists the challenges with an accessible progress bar each, the period, area, team and the viewer’s part', async () => {
    stubFetch({ 'GET /api/challenges': sampleList() });
    renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading the challenges');
    const bars = await screen.findAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    const first = bars[0]!;
    expect(first.getAttribute('aria-valuenow')).toBe('312');
    expect(first.getAttribute('aria-valuemax')).toBe('500');
    expect(first.getAttribute('aria-valuetext')).toBe('312 of 500 items');
    expect(first.getAttribute('aria-label')).toBe('Progress of 500 items in Linden');
    expect(bars[1]!.getAttribute('aria-valuetext')).toBe('20 of 20 cleanups');

    const cards = screen.getAllByRole('listitem');
    const linden = cards[0]!;
    expect(within(linden).getByRole('link', { name: 'Details of 500 items in Linden' }).getAttribute('href')).toBe(`/challenges/${CHALLENGE_ID}`);
    expect(within(linden).getByText('Your part: 12')).toBeTruthy();
    expect(within(linden).getByText('Linden, within 2 km')).toBeTruthy();
    expect(within(linden).getByText('Active')).toBeTruthy();
    expect(within(linden).getByText('Open to everyone')).toBeTruthy();
    expect(within(linden).getByText(/^May \d+, 2027 to May \d+, 2027$/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Team River Rats')).toBeTruthy();
    expect(within(cards[1]!).getByText('Completed')).toBeTruthy();
    expect(within(cards[1]!).getByText('Everywhere')).toBeTruthy();
    // Nobody may create here: no button.
    expect(screen.queryByRole('button', { name: 'New challenge' })).toBeNull();
  });

  it('says when there are none, and when an items challenge cannot be counted', async () => {
    stubFetch({ 'GET /api/challenges': sampleList({ challenges: [] }) });
    renderList();
    expect(await screen.findByText('There are no challenges right now.')).toBeTruthy();
    vi.unstubAllGlobals();

    stubFetch({ 'GET /api/challenges': sampleList({ challenges: [sampleChallenge({ counted: false, progress: 0, percent: 0, mine: null })] }) });
    renderList();
    expect(await screen.findByText('Litter items are not counted on this server, so this challenge stays at 0.')).toBeTruthy();
    expect(screen.queryByText(/Your part/)).toBeNull();
  });

  it('shows the error with a retry', async () => {
    stubFetch({ 'GET /api/challenges': () => Response.json({ error: 'The database is not available right now.', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) });
    renderList();
    expect(await screen.findByText(/^Could not load the challenges: 503/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets a team owner create a challenge for their team, checking the fields with the server’s schema', async () => {
    const created = sampleChallenge({ title: 'Team cleanups', team: { id: TEAM_ID, name: 'River Rats' } });
    const calls = stubFetch({
      'GET /api/challenges': sampleList({ canCreate: { everyone: false, teams: [{ id: TEAM_ID, name: 'River Rats' }] } }),
      'POST /api/challenges': () => Response.json(created, { status: 201 }),
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New challenge' }));
    const form = screen.getByRole('region', { name: 'New challenge' });
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Target must be a whole number from 1 to 1,000,000')).toBeTruthy();

    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Team cleanups');
    await user.click(within(form).getByLabelText(/^Target/));
    await user.paste('25');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ title: 'Team cleanups', metric: 'cleanups', target: 25, teamId: TEAM_ID, area: null, startsAt: expect.any(String), endsAt: expect.any(String) });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New challenge' })).toBeNull());
  }, 60_000);

  it('shows the server’s refusal in the form', async () => {
    stubFetch({
      'GET /api/challenges': sampleList({ canCreate: { everyone: true, teams: [] } }),
      'POST /api/challenges': () => Response.json({ error: 'Only moderators…', code: 'CHALLENGE_NOT_ALLOWED' }, { status: 403 }),
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New challenge' }));
    const form = screen.getByRole('region', { name: 'New challenge' });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Clean the park');
    await user.click(within(form).getByLabelText(/^Target/));
    await user.paste('10');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Only moderators, and team owners for their own team, can create challenges.');
  }, 60_000);

  it('says why a window in the past is refused', async () => {
    stubFetch({
      'GET /api/challenges': sampleList({ canCreate: { everyone: true, teams: [] } }),
      'POST /api/challenges': () => Response.json({ error: 'A challenge may start…', code: 'CHALLENGE_IN_PAST' }, { status: 422 }),
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New challenge' }));
    const form = screen.getByRole('region', { name: 'New challenge' });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Clean the park');
    await user.click(within(form).getByLabelText(/^Target/));
    await user.paste('10');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('A challenge may start at most one day ago and must end in the future.');
  }, 60_000);
});

describe('ChallengeScreen', () => {
  it('shows the challenge with its top contributors', async () => {
    stubFetch({ [`GET /api/challenges/${CHALLENGE_ID}`]: sampleDetail() });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: '500 items in Linden' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('312 of 500 items');
    const top = screen.getByRole('region', { name: 'Top contributors' });
    const rows = within(top).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['1. ada120 items', '2. grace_h80 items', '3. Anonymous1 item']);
    expect(within(top).getByText('14 people took part.')).toBeTruthy();
  });

  it('says when the challenge does not exist or is a team’s', async () => {
    stubFetch({ [`GET /api/challenges/${CHALLENGE_ID}`]: () => Response.json({ error: 'No such challenge.', code: 'CHALLENGE_NOT_FOUND' }, { status: 404 }) });
    renderDetail();
    expect(await screen.findByText('This challenge does not exist, or it is only for the members of a team.')).toBeTruthy();
  });
});
