import AppBar from '@mui/material/AppBar';
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
import { useCompactHeader } from './header-layout';
import { formatCount } from './plain-format';
import { ProfileDropdown, type ProfileDropdownProps } from './ProfileDropdown';
import { MonetizationOnIcon, StarIcon, TaskAltIcon } from './shell-icons';
import { HeaderStyles } from './shell-styles';
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
  // Plain elements with the classes of HeaderStyles, no Box/Typography/sx layers (issue 38 point 3).
  return (
    <AppBar position="sticky" color="primary" elevation={0} className="cq-header">
      <HeaderStyles />
      <div className="cq-header-bar">
        {/* The name gives way (ellipsis) before anything else does: with very large text the header's
            buttons would otherwise push the page wider than the screen. */}
        <RouterLink to="/" className="cq-header-home">
          <Logo />
          <span className="cq-header-name">{PRODUCT_NAME}</span>
        </RouterLink>
        {!compact && (
          // Until the script knows the width (server-rendered page, hydration), CSS hides them on a phone.
          <div className="cq-header-wide">
            <HeaderClock now={now} />
            <LanguageSwitch />
          </div>
        )}
        <HeaderSlot />
        <ProfileDropdown {...dropdown} movedParts={compact ? { now } : undefined} />
      </div>
      <ul aria-label={t('header.stats')} className="cq-stats">
        {user.isLoading ? (
          <li className="cq-stats-loading">
            <span className="cq-skeleton" aria-hidden />
            <VisuallyHidden>{t('header.sessionLoading')}</VisuallyHidden>
          </li>
        ) : (
          <Stats user={user} language={i18n.language} />
        )}
      </ul>
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
      <Stat icon={<StarIcon />}>{t('header.level', { level: user.level })}</Stat>
      <Stat icon={<TaskAltIcon />} label={t('header.tasksCompleted', { count: user.tasksCompleted })}>
        {formatCount(user.tasksCompleted, lang)}
      </Stat>
      <Stat icon={<MonetizationOnIcon className="cq-coin" />} label={t('header.coins', { count: user.totalCoins })}>
        {formatCount(user.totalCoins, lang)}
      </Stat>
    </>
  );
}

/** A header figure: icon + short visible text; `label` replaces it for screen readers. */
function Stat({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="cq-stat" title={label}>
      {icon}
      {label ? (
        <>
          <span aria-hidden>{children}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </li>
  );
}
