import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { levelProgression } from '../../../shared/levels';
import type { AchievementDto } from '../../gamification/contract';
import type { CurrentUserDto } from '../../guest/contract';
import { AvatarTab } from './AvatarTab';
import { GuestProfileCard } from './GuestProfileCard';
import { LevelProgressionCard } from './InsightsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileOverview } from './ProfileOverview';

const ada: CurrentUserDto = {
  ...sampleRegistered.user!,
  currentXP: 6430,
  rating: 4.5,
  gender: 'Female',
  dateOfBirth: '2000-08-05',
  astrologicalSign: 'Leo',
  element: 'Fire',
  championName: 'Ember Guardian',
};

const achievements: AchievementDto[] = [
  { id: 'first_report', icon: '📸', title: 'First Report', description: 'Report litter that is then verifiably cleaned up.', earned: true, earnedAt: '2026-01-01T00:00:00Z', coinBonus: 0 },
  { id: 'first_cleanup', icon: '🧹', title: 'First Cleanup', description: 'Complete your first cleanup task.', earned: true, earnedAt: '2026-01-03T00:00:00Z', coinBonus: 0 },
  { id: 'streak_3', icon: '🔥', title: 'On a Roll', description: 'Be active 3 days in a row.', earned: true, earnedAt: '2026-01-05T00:00:00Z', coinBonus: 0 },
  { id: 'tier_adept', icon: '⭐', title: 'Adept', description: 'Reach level 6, the Adept tier.', earned: true, earnedAt: '2026-03-01T00:00:00Z', coinBonus: 0 },
];

/** A small SVG standing in for a generated avatar. */
const AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FF6B35"/><circle cx="50" cy="42" r="22" fill="#fff3e0"/><rect x="22" y="68" width="56" height="32" rx="16" fill="#fff3e0"/></svg>');

const meta: Meta = {
  title: 'Profiles/ProfileTabs',
  parameters: { user: sampleRegistered },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const Profile: Story = {
  render: () => <ProfileOverview user={ada} displayName="Ada Green" rank={{ status: 'ready', data: 4 }} achievements={{ status: 'ready', data: achievements }} />,
};
export const ProfileLoading: Story = {
  render: () => <ProfileOverview user={{ ...ada, championName: null }} displayName="Ada Green" rank={{ status: 'loading' }} achievements={{ status: 'loading' }} onChooseName={() => {}} />,
};
export const ProfileNoAchievements: Story = {
  render: () => <ProfileOverview user={{ ...ada, avatarUrl: AVATAR }} displayName="Ada Green" rank={{ status: 'ready', data: null }} achievements={{ status: 'ready', data: [] }} />,
};
// The astrological insights under it are the astro module's (astro/ui/AstroInsights.stories.tsx).
export const Insights: Story = { render: () => <LevelProgressionCard progression={levelProgression(ada.currentXP)} /> };
export const Avatar: Story = {
  render: () => (
    <AvatarTab
      user={{ ...ada, avatarUrl: AVATAR, avatarLevel: 6 }}
      generate={async () => {
        await new Promise((r) => setTimeout(r, 2500));
        return { success: true, avatarUrl: AVATAR, isFallback: true, avatarLevel: 7 };
      }}
      download={async () => undefined}
    />
  ),
};
export const AvatarNone: Story = { render: () => <AvatarTab user={{ ...ada, avatarUrl: null }} generate={() => new Promise(() => {})} /> };
export const Privacy: Story = { render: () => <PrivacyTab /> };
export const Guest: Story = {
  parameters: { user: sampleGuest },
  render: () => <GuestProfileCard user={{ ...sampleGuest, totalCoins: 30, tasksCompleted: 2, currentXP: 300 }} onCreateProfile={() => {}} now={new Date('2030-01-01T04:15:00.000Z')} />,
};
