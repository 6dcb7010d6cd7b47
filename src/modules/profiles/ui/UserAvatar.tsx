import Avatar from '@mui/material/Avatar';
import PersonIcon from '@mui/icons-material/Person';
import type { CurrentUserDto } from '../../guest/contract';

const SIZES = { sm: 32, md: 48, lg: 72, xl: 112 } as const;
export type AvatarSize = keyof typeof SIZES;

/** The user's picture: the profile picture wins over the AI avatar; otherwise the initial (spec 9: sm, md, lg, xl). */
export function UserAvatar({ user, name, size = 'lg', alt }: { user: Pick<CurrentUserDto, 'profileImageUrl' | 'avatarUrl'> | null; name: string; size?: AvatarSize; alt: string }) {
  const src = user?.profileImageUrl || user?.avatarUrl || undefined;
  const px = SIZES[size];
  return (
    <Avatar src={src} alt={src ? alt : undefined} sx={{ width: px, height: px, bgcolor: 'secondary.dark', color: '#fff', fontSize: px / 2.4 }}>
      {name ? name.charAt(0).toUpperCase() : <PersonIcon aria-hidden />}
    </Avatar>
  );
}
