import { Suspense, lazy, useId, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckIcon from '@mui/icons-material/Check';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { announce } from '../../accessibility/announcer';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { LANGUAGES, nativeName } from '../../i18n';
import type { MenuEntry } from '../../module';
import { shellParts, useAppModules } from '../app-modules';
import { useCurrentUser } from '../../session/current-user';
import { signOut } from '../../session/sign-out';
import { toast } from '../../toasts/toast-store';
import { setLanguage } from '../../ui-slice';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MovedHeaderParts } from './header-layout';
import { HeaderClock } from './HeaderClock';

type MenuIcon = LazyExoticComponent<ComponentType<{ fontSize?: 'small' }>>;
/** One lazy component per module entry's icon loader (the manifests are static, so this stays small). */
const menuIcons = new WeakMap<MenuEntry['icon'], MenuIcon>();

function menuIcon(load: MenuEntry['icon']): MenuIcon {
  let icon = menuIcons.get(load);
  if (!icon) menuIcons.set(load, (icon = lazy(load)));
  return icon;
}

/** Placeholder address shown for guests, who have no email. */
export const GUEST_PLACEHOLDER_EMAIL = 'guest@cleanquest.app';

interface Item {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export interface ProfileMenuProps {
  id: string;
  /** The avatar button that opens it (names the menu). */
  buttonId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** The name shown at the top (also in the button's label). */
  name: string;
  /** 'Create Profile' (guests). */
  onCreateProfile: () => void;
  /** 'Sign in' (guests), offered only when given. */
  onSignIn?: () => void;
  /** The header's clock and language choice, shown here when the header is too narrow for them. */
  movedParts?: MovedHeaderParts;
}

/**
 * The profile menu of the header's avatar button, in a guest and a registered variant (spec 2): a
 * lazy chunk (ProfileDropdown loads it on the first open or when idle).
 */
export function ProfileMenu({ id, buttonId, anchorEl, open, onClose, name, onCreateProfile, onSignIn, movedParts }: ProfileMenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.ui.language);
  const clockId = useId();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { menuEntries } = shellParts(useAppModules());
  const email = user.isGuest ? GUEST_PLACEHOLDER_EMAIL : user.email ?? t('profileMenu.noEmail');

  // Any selection closes the dropdown first.
  const select = (action: () => void) => () => {
    onClose();
    action();
  };
  const go = (to: string) => () => navigate(to);
  /** Sign out (auth module's route), then a fresh guest session; Account Settings is left for the main page. */
  const signOutHere = async () => {
    try {
      await signOut(queryClient);
    } catch {
      toast({ title: t('profileMenu.signOutFailedTitle'), description: t('profileMenu.signOutFailed'), variant: 'destructive' });
      return;
    }
    if (pathname.startsWith('/account')) navigate('/');
    toast({ title: t('profileMenu.signedOutTitle'), description: t('profileMenu.signedOut') });
    announce(`${t('profileMenu.signedOutTitle')}. ${t('profileMenu.signedOut')}`);
  };

  const items: Item[] = user.isGuest
    ? [
        { key: 'create', label: t('profileMenu.createProfile'), icon: <PersonAddIcon fontSize="small" />, onSelect: onCreateProfile },
        ...(onSignIn ? [{ key: 'sign-in', label: t('profileMenu.signIn'), icon: <LoginIcon fontSize="small" />, onSelect: onSignIn }] : []),
        { key: 'guest-profile', label: t('profileMenu.viewGuestProfile'), icon: <PersonIcon fontSize="small" />, onSelect: go('/profile') },
      ]
    : [
        { key: 'profile', label: t('profileMenu.viewProfile'), icon: <PersonIcon fontSize="small" />, onSelect: go('/profile') },
        { key: 'settings', label: t('profileMenu.accountSettings'), icon: <SettingsIcon fontSize="small" />, onSelect: go('/account') },
      ];
  items.push(
    { key: 'tasks', label: t('profileMenu.myTasks'), icon: <AssignmentIcon fontSize="small" />, onSelect: go('/tasks') },
    { key: 'map', label: t('profileMenu.viewMap'), icon: <MapIcon fontSize="small" />, onSelect: go('/map') },
  );
  for (const entry of menuEntries) {
    if (entry.registeredOnly && user.isGuest) continue;
    const Icon = menuIcon(entry.icon);
    // Until the icon has loaded, an empty box of its size keeps the item's text in place.
    const icon = (
      <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: 20, height: 20 }} />}>
        <Icon fontSize="small" />
      </Suspense>
    );
    items.push({ key: entry.key, label: t(entry.labelKey), icon, onSelect: go(entry.path) });
  }
  // Moderators and admins reach the moderation area from here (the server checks the role again).
  if (user.user?.role === 'moderator' || user.user?.role === 'admin') {
    items.push({ key: 'admin', label: t('profileMenu.admin'), icon: <AdminPanelSettingsIcon fontSize="small" />, onSelect: go('/admin') });
  }
  const signOutItem: Item | undefined = user.isGuest
    ? undefined
    : { key: 'sign-out', label: t('profileMenu.signOut'), icon: <LogoutIcon fontSize="small" />, onSelect: () => void signOutHere() };
  const itemElement = (item: Item) => (
    <MenuItem key={item.key} data-testid={`menu-${item.key}`} onClick={select(item.onSelect)}>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  );
  // The language switch's choices (same names as its menu), as radio items: named 'Language: English'.
  const languageItems: ReactElement[] = movedParts
    ? [
        <Divider key="language-divider" />,
        ...LANGUAGES.map((lang) => (
          <MenuItem
            key={`language-${lang}`}
            data-testid={`menu-language-${lang}`}
            role="menuitemradio"
            aria-checked={lang === language}
            selected={lang === language}
            onClick={select(() => dispatch(setLanguage(lang)))}
          >
            <ListItemIcon>{lang === language ? <CheckIcon fontSize="small" /> : <TranslateIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>
              {/* The space outside the hidden part: inside it, name computation may drop it ('Language:English'). */}
              <VisuallyHidden>{t('language.label')}:</VisuallyHidden> <span lang={lang}>{nativeName(lang)}</span>
            </ListItemText>
          </MenuItem>
        )),
      ]
    : [];

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {name}
          </Typography>
          {movedParts && <HeaderClock id={clockId} now={movedParts.now} />}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
      </Box>
      <Divider />
      {/* variant menu: the focus starts on the first item, not on the selected language. */}
      <MenuList id={id} variant="menu" autoFocusItem={open} aria-labelledby={buttonId} aria-describedby={movedParts ? clockId : undefined} dense>
        {items.map(itemElement)}
        {languageItems}
        {signOutItem && itemElement(signOutItem)}
      </MenuList>
    </Popover>
  );
}
