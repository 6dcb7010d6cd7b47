// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { toCurrentUser } from '../../../client/session/current-user';
import { collectSlots, ModuleSlotsContext } from '../../../client/module-slots';
import { renderWithProviders } from '../../../client/test-utils';
import { clientModules } from '../../client';
import type { AchievementDto } from '../../gamification/contract';
import type { CurrentUserDto } from '../../guest/contract';
import ProfileScreen from './ProfileScreen';
import { json } from './test-helpers';
import { stubFetch } from '../../../client/test-fetch';

// The insights tab's astrological part is the astro module's `astroInsights` slot, offered as in the
// shell (only that slot: the privacy tab's test needs the panel left out). Rendered once up front, so
// the lazy component has loaded and the tab shows it at once.
const { astroInsights } = collectSlots(clientModules);
beforeAll(async () => {
  const AstroInsights = astroInsights!;
  renderWithProviders(
    <Suspense>
      <AstroInsights sign="Leo" element="Fire" />
    </Suspense>,
  );
  await screen.findByText('Astrological insights');
  cleanup();
});

const ach = (id: string, earnedAt: string | null): AchievementDto => ({ id, icon: '🏅', title: id, description: `${id} description`, earned: !!earnedAt, earnedAt, coinBonus: 0 });

beforeEach(() => {
  stubFetch(({ url }) => {
    if (url === '/api/leaderboard?window=all') return json({ window: 'all', since: null, entries: [], me: { id: 'u-ada', rank: 4, listed: true, xp: 430, coins: 1240, level: 7 } });
    if (url === '/api/achievements')
      return json([
        ach('first_report', '2026-01-01T00:00:00Z'),
        ach('first_cleanup', '2026-01-03T00:00:00Z'),
        ach('cleanups_10', '2026-02-01T00:00:00Z'),
        ach('streak_3', '2026-01-05T00:00:00Z'),
        ach('tier_adept', '2026-03-01T00:00:00Z'),
        ach('cleanups_50', null),
      ]);
    if (url === '/api/users/u-ada/level-progression')
      return json({ userId: 'u-ada', currentLevel: 7, currentXP: 6430, xpForNextLevel: 7000, xpNeededForNext: 570, progressPercentage: 43, isMaxLevel: false, xpIntoLevel: 430, xpPerLevel: 1000, maxLevel: 50, tier: 'adept', tierName: 'Adept', nextLevelReward: { level: 8, coins: 800, newAvatar: false, text: '800 coins' } });
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const ada = toCurrentUser({ ...sampleRegistered.user!, currentXP: 6430, rating: 4.5, gender: 'Female', dateOfBirth: '2000-08-05', astrologicalSign: 'Leo', element: 'Fire', championName: 'Ember Guardian' } as CurrentUserDto);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(route: string, user = ada) {
  return renderWithProviders(
    <ModuleSlotsContext.Provider value={{ astroInsights }}>
      <ProfileScreen />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </ModuleSlotsContext.Provider>,
    { user, route },
  );
}

describe('ProfileScreen', () => {
  it('profile tab: name, username, rank, level and tier, coins, tasks, XP out of 1000, rating out of 5, 4 recent achievements', async () => {
    renderAt('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Insights', 'Avatar', 'Names', 'Picture', 'Privacy']);
    expect(screen.getByRole('heading', { name: 'Ada Green' })).toBeTruthy();
    expect(screen.getByText('@ada_green')).toBeTruthy();
    expect(screen.getByText('Champion name: Ember Guardian')).toBeTruthy();
    expect(await screen.findByText('#4')).toBeTruthy();
    expect(screen.getByText('Level 7')).toBeTruthy();
    expect(screen.getByText('Adept tier')).toBeTruthy();
    expect(screen.getByText('1,240')).toBeTruthy();
    expect(screen.getByText('23')).toBeTruthy();
    expect(screen.getByText('430 / 1,000 XP')).toBeTruthy();
    expect(screen.getByText('4.5 out of 5')).toBeTruthy();
    await screen.findByText('Adept');
    const list = screen.getByText('Recent achievements').parentElement!;
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Adept', 'Cleanup Crew', 'On a Roll', 'First Cleanup']);
  });

  it('deep links to a tab with ?tab= and writes the tab chosen into the URL', async () => {
    renderAt('/profile?tab=insights');
    expect(screen.getByRole('tab', { name: 'Insights' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('43% to level 8')).toBeTruthy();
    expect(screen.getByText('Next reward: 800 coins')).toBeTruthy();
    expect(screen.getByText('As a Leo, your fire turns intentions into action: lead the next cleanup and others will follow.')).toBeTruthy();
    expect(screen.getByText('High-energy cleanup projects')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Names' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile?tab=names'));
    expect(screen.getByText('Current champion name: Ember Guardian')).toBeTruthy();
  });

  it('the privacy tab links to /privacy when no privacy panel is offered', () => {
    renderAt('/profile?tab=privacy');
    expect(screen.getByRole('link', { name: 'Open privacy settings' }).getAttribute('href')).toBe('/privacy');
  });

  it('guests see the guest card with the session time left, the donation note, Create Profile and View Guest Profile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T09:30:00.000Z'));
    try {
      renderAt('/profile', sampleGuest);
      expect(screen.getByRole('heading', { name: 'Guest User' })).toBeTruthy();
      expect(screen.queryByRole('tab')).toBeNull();
      expect(screen.getByText('Session time left: 2 h 30 min')).toBeTruthy();
      expect(screen.getByText('Any points earned will be donated to environmental causes when your session expires.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'View Guest Profile' }));
      expect(screen.getByRole('button', { name: 'Hide Guest Profile' }).getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
      expect(await screen.findByRole('dialog', { name: 'Complete Your Profile' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
