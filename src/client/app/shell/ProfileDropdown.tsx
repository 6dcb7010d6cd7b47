import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { lazyComponent, loadHintProps, useLazyComponent } from '../../lazy-component';
import { useCurrentUser } from '../../session/current-user';
import type { MovedHeaderParts } from './header-layout';
import type { ProfileMenuProps } from './ProfileMenu';
import { PersonIcon } from './shell-icons';
import { SlotDialog, useHasSlotDialog } from './SlotDialog';

/**
 * The menu's code (MUI Popover, Modal, MenuList, its icons, sign-out) is not part of the first
 * screen: it is evaluated on the first open, or just before on a hint (loadHintProps: the pointer on the button, its focus,
 * a touch); the deferred start downloads it earlier without evaluating it (prefetch-parts.ts).
 */
export const profileMenu = lazyComponent<ProfileMenuProps>(() => import('./ProfileMenu').then((m) => m.ProfileMenu));

export interface ProfileDropdownProps {
  /** Called instead of opening the 'Complete Your Profile' dialog when given. */
  onCreateProfile?: () => void;
  /** Opens the menu on first render (stories). */
  defaultOpen?: boolean;
  /** The clock and the language choice, when the header is too narrow for them (Header). */
  movedParts?: MovedHeaderParts;
}

/** The header's avatar button and profile menu, in a guest and a registered variant (spec 2). */
export function ProfileDropdown({ onCreateProfile, defaultOpen = false, movedParts }: ProfileDropdownProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openOnMount, setOpenOnMount] = useState(defaultOpen);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const hasSignIn = useHasSlotDialog('signInDialog');
  const buttonId = useId();
  const menuId = useId();
  // A failed load closes it again, so the next press tries once more.
  const ProfileMenu = useLazyComponent(profileMenu, anchor, () => setAnchor(null));
  // Expanded only once the menu is there (its code may still be loading after the press).
  const expanded = Boolean(anchor && ProfileMenu);

  const name = user.isGuest ? t('profileMenu.guestName') : user.displayName;
  const image = user.user?.profileImageUrl || user.user?.avatarUrl || undefined;
  return (
    <>
      <IconButton
        id={buttonId}
        ref={(el) => {
          if (openOnMount && el) {
            setOpenOnMount(false);
            setAnchor(el);
          }
        }}
        onClick={(e) => setAnchor(e.currentTarget)}
        {...loadHintProps(profileMenu)}
        aria-label={t('header.openProfileMenu', { name })}
        aria-haspopup="menu"
        aria-controls={expanded ? menuId : undefined}
        aria-expanded={expanded ? 'true' : undefined}
        className="cq-profile-button"
      >
        {/* Sized and coloured by HeaderStyles (.cq-avatar), not an sx prop. */}
        <Avatar src={image} alt="" className="cq-avatar">
          {user.isGuest ? <PersonIcon /> : name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {ProfileMenu && (
        <ProfileMenu
          id={menuId}
          buttonId={buttonId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          name={name}
          onCreateProfile={onCreateProfile ?? (() => setDialogOpen(true))}
          onSignIn={user.isGuest && hasSignIn ? () => setSignInOpen(true) : undefined}
          movedParts={movedParts}
        />
      )}
      {!onCreateProfile && <SlotDialog slot="createProfileDialog" open={dialogOpen} onClose={() => setDialogOpen(false)} />}
      {user.isGuest && hasSignIn && <SlotDialog slot="signInDialog" open={signInOpen} onClose={() => setSignInOpen(false)} />}
    </>
  );
}
