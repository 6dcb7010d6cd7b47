// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../client/session/current-user';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { myTeam } from './test-leaderboards';
import TeamsScreen from './TeamsScreen';

function renderScreen(route = '/teams', user: CurrentUser = sampleRegistered) {
  return renderWithProviders(
    <Routes>
      <Route path="/teams" element={<TeamsScreen />} />
      <Route path="/teams/join/:code" element={<TeamsScreen />} />
    </Routes>,
    { route, user },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('TeamsScreen', () => {
  it('lists my teams with their invite code, a Copy button and the share link', async () => {
    stubFetch({ 'GET /api/teams/mine': { teams: [myTeam(), myTeam({ id: 'b2d7c9e0-8c55-4e53-9a51-2f3b4c5d6e7f', name: 'Office Pickers', kind: 'company', role: 'member', members: 1, inviteCode: 'ZX9CV8BN' })] } });
    const writeText = vi.fn(async () => undefined);
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    const river = await screen.findByRole('listitem', { name: 'River Rangers' });
    expect(within(river).getByText('Club')).toBeTruthy();
    expect(within(river).getByText('Owner')).toBeTruthy();
    expect(within(river).getByText('3 members')).toBeTruthy();
    expect(within(river).getByTestId('invite-code').textContent).toBe('K7QX2MPA');
    expect(within(river).getByRole('link', { name: `${window.location.origin}/teams/join/K7QX2MPA` }).getAttribute('href')).toBe('/teams/join/K7QX2MPA');
    const office = screen.getByRole('listitem', { name: 'Office Pickers' });
    expect(within(office).getByText('1 member')).toBeTruthy();
    expect(within(office).queryByRole('button', { name: 'New code for Office Pickers' })).toBeNull();

    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(river).getByRole('button', { name: 'Copy the invite code of River Rangers' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7QX2MPA'));
    expect(getToasts().map((t) => t.title)).toContain('Invite code copied');
  });

  it('creates a team and shows its code; a taken name is said in words', async () => {
    let teams = [] as ReturnType<typeof myTeam>[];
    const calls = stubFetch({
      'GET /api/teams/mine': () => Response.json({ teams }),
      'POST /api/teams': (req: RecordedCall) => {
        const body = req.body as { name: string; kind: string };
        if (body.name === 'Taken') return Response.json({ error: 'A team with this name exists already.', code: 'TEAM_NAME_TAKEN' }, { status: 409 });
        teams = [myTeam({ name: body.name, kind: 'school' })];
        return Response.json({ id: teams[0]!.id, name: body.name, inviteCode: 'K7QX2MPA' }, { status: 201 });
      },
    });
    renderScreen();
    expect(await screen.findByText('You are not in a team yet. Create one or join one with a code.')).toBeTruthy();
    const create = screen.getByRole('region', { name: 'Create a team' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create team' }));
    expect(await within(create).findByText('Please enter a team name.')).toBeTruthy();

    await userEvent.type(within(create).getByRole('textbox', { name: 'Team name' }), 'Taken');
    await userEvent.click(within(create).getByRole('button', { name: 'Create team' }));
    expect((await within(create).findByRole('alert')).textContent).toBe('A team with this name exists already.');

    await userEvent.clear(within(create).getByRole('textbox', { name: 'Team name' }));
    await userEvent.type(within(create).getByRole('textbox', { name: 'Team name' }), '  Green Class ');
    await userEvent.click(within(create).getByRole('combobox', { name: 'Kind of team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'School' }));
    await userEvent.click(within(create).getByRole('button', { name: 'Create team' }));
    expect((await screen.findByTestId('team-created')).textContent).toContain('Green Class is ready. Share its invite code with the others:K7QX2MPA');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ name: 'Green Class', kind: 'school' });
    expect(await screen.findByRole('listitem', { name: 'Green Class' })).toBeTruthy();
  });

  it('joins with the code of a share link; an unknown code is said in words', async () => {
    const calls = stubFetch({
      'GET /api/teams/mine': { teams: [] },
      'POST /api/teams/join': (req: RecordedCall) =>
        (req.body as { inviteCode: string }).inviteCode === 'k7qx2mpa'
          ? Response.json({ id: 't-1', name: 'River Rangers' })
          : Response.json({ error: 'No team has this invite code.', code: 'TEAM_NOT_FOUND' }, { status: 404 }),
    });
    renderScreen('/teams/join/WRONG123');
    const join = screen.getByRole('region', { name: 'Join with a code' });
    const field = within(join).getByRole('textbox', { name: 'Invite code' });
    expect((field as HTMLInputElement).value).toBe('WRONG123');
    await userEvent.click(within(join).getByRole('button', { name: 'Join team' }));
    expect((await within(join).findByRole('alert')).textContent).toBe('No team has this invite code.');
    await userEvent.clear(field);
    await userEvent.type(field, 'k7qx2mpa{Enter}');
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('You joined River Rangers.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ inviteCode: 'WRONG123' }, { inviteCode: 'k7qx2mpa' }]);
  });

  it('leaves a team and gives an owned team a new code', async () => {
    const calls = stubFetch({
      'GET /api/teams/mine': { teams: [myTeam()] },
      [`DELETE /api/teams/${myTeam().id}/membership`]: () => new Response(null, { status: 204 }),
      [`POST /api/teams/${myTeam().id}/invite-code`]: { id: myTeam().id, name: 'River Rangers', inviteCode: 'NEWC0DE2' },
    });
    renderScreen();
    const river = await screen.findByRole('listitem', { name: 'River Rangers' });
    await userEvent.click(within(river).getByRole('button', { name: 'New code for River Rangers' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('River Rangers has a new invite code. The old one no longer works.'));
    await userEvent.click(within(river).getByRole('button', { name: 'Leave River Rangers' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('You left River Rangers.'));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([`POST /api/teams/${myTeam().id}/invite-code`, `DELETE /api/teams/${myTeam().id}/membership`]);
  });

  it('tells guests to create their profile, without asking the server', async () => {
    const calls = stubFetch({});
    renderScreen('/teams', sampleGuest);
    expect(screen.getByText('Create your profile to create or join a team.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create a team' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('speaks German', async () => {
    stubFetch({ 'GET /api/teams/mine': { teams: [myTeam()] } });
    const { i18n } = renderScreen();
    await screen.findByRole('listitem', { name: 'River Rangers' });
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Meine Teams' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopieren: Einladungscode von River Rangers' })).toBeTruthy();
    expect(screen.getByText('3 Mitglieder')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Team gründen' })).toBeTruthy();
  });
});
