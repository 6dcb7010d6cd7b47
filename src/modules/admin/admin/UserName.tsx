import { useTranslation } from 'react-i18next';
import { usePublicUser } from '../ui/api/use-public-user';

/** A short, readable label for a user id (the first 8 characters). */
export const shortId = (id: string) => id.slice(0, 8);

/**
 * A person's name for the admin pages: the username (or first name) from the public user call, or
 * "Guest 1a2b3c4d" for a guest without either. `label` (e.g. the audit log's actor label) wins.
 */
export function UserName({ id, label }: { id: string | null; label?: string | null }) {
  const { t } = useTranslation('admin');
  const q = usePublicUser(id, !label);
  if (label) return <>{label === 'cli' ? t('common.cli') : label}</>;
  if (!id) return <>{t('common.cli')}</>;
  const name = q.data?.username || q.data?.firstName;
  if (name) return <>{name}</>;
  if (q.isError) return <>{t('common.unknownUser')}</>;
  return <>{t('common.guestUser', { id: shortId(id) })}</>;
}
