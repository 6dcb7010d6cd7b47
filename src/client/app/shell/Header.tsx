import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import StarIcon from '@mui/icons-material/Star';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { toLanguage } from '../../../shared/language';
import { useCurrentUser, type CurrentUser } from '../../session/current-user';
import { HeaderClock } from './HeaderClock';
import { HeaderSlot } from './HeaderSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { COMPACT_HEADER_MEDIA, useCompactHeader } from './header-layout';
import { formatCount } from './plain-format';
import { ProfileDropdown, type ProfileDropdownProps } from './ProfileDropdown';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

export interface HeaderProps extends Omit<ProfileDropdownProps, 'movedParts'> {
  /** A fixed time (stories, tests); the live clock otherwise. */
  now?: Date;
}

/**
 * Time, logo and name, language, the profile menu, and the user's level, tasks and coins. On a phone
 * (header-layout.ts) the time and the language switch are in the profile menu, so the name fits.
 */
export function Header({ now, ...dropdown }: HeaderProps) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const compact = useCompactHeader();
  return (
    <AppBar position="sticky" color="primary" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56, px: { xs: 1.5, sm: 2 } }}>
        <Box
          component={RouterLink}
          to="/"
          // The name gives way (ellipsis) before anything else does: with very large text the header's
          // buttons would otherwise push the page wider than the screen.
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1, mr: 'auto', minWidth: 0 }}
        >
          <Logo />
          <Typography component="span" variant="h6" noWrap sx={{ letterSpacing: 0.2, fontWeight: 800, minWidth: 0 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        {!compact && (
          // Until the script knows the width (server-rendered page, hydration), CSS hides them on a phone.
          <Box sx={{ display: 'contents', [COMPACT_HEADER_MEDIA]: { display: 'none' } }}>
            <HeaderClock now={now} />
            <LanguageSwitch />
          </Box>
        )}
        <HeaderSlot />
        <ProfileDropdown {...dropdown} movedParts={compact ? { now } : undefined} />
      </Toolbar>
      <Box
        component="ul"
        aria-label={t('header.stats')}
        sx={{
          listStyle: 'none',
          m: 0,
          px: { xs: 1.5, sm: 2 },
          pb: 1,
          pt: 0,
          display: 'flex',
          gap: { xs: 1, sm: 2 },
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        {user.isLoading ? (
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Skeleton variant="rounded" width={180} height={24} sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} aria-hidden />
            <VisuallyHidden>{t('header.sessionLoading')}</VisuallyHidden>
          </Box>
        ) : (
          <Stats user={user} language={i18n.language} />
        )}
      </Box>
    </AppBar>
  );
}

/** The user's level, completed tasks and coins. */
function Stats({ user, language }: { user: CurrentUser; language: string }) {
  const { t } = useTranslation();
  // Not Intl.NumberFormat: its first use loads the locale data in one long task (plain-format.ts).
  const lang = toLanguage(language) ?? 'en';
  return (
    <>
      <Stat icon={<StarIcon fontSize="small" aria-hidden />}>{t('header.level', { level: user.level })}</Stat>
      <Stat icon={<TaskAltIcon fontSize="small" aria-hidden />} label={t('header.tasksCompleted', { count: user.tasksCompleted })}>
        {formatCount(user.tasksCompleted, lang)}
      </Stat>
      <Stat icon={<MonetizationOnIcon fontSize="small" aria-hidden sx={{ color: '#ffd54f' }} />} label={t('header.coins', { count: user.totalCoins })}>
        {formatCount(user.totalCoins, lang)}
      </Stat>
    </>
  );
}

/** A header figure: icon + short visible text; `label` replaces it for screen readers. */
function Stat({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'rgba(255,255,255,0.14)',
        fontSize: '0.875rem',
        fontWeight: 600,
      }}
      title={label}
    >
      {icon}
      {label ? (
        <>
          <span aria-hidden>{children}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </Box>
  );
}
