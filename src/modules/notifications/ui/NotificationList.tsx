import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import type { NotificationDto, NotificationsResponse } from '../contract';
import { notificationText } from './notification-text';
import { ensureTexts, NS } from './texts';

export interface NotificationListProps {
  query: QueryLike<NotificationsResponse>;
  /** Ids shown as unread (the ones unread when the list was opened, though marked read since). */
  unreadIds: ReadonlySet<string>;
  /** A link in a notification was followed (the popover closes). */
  onNavigate?: () => void;
}

const thumb = (url: string) => `${url}/thumb`;

/** The person's notifications, newest first, with loading, error (retry) and empty states. */
export function NotificationList({ query, unreadIds, onNavigate }: NotificationListProps) {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const items = query.data?.notifications ?? [];
  return (
    <Box sx={{ p: 2, pt: 1 }}>
      <QueryState
        query={query}
        loading={t('list.loading')}
        retry={t('list.retry')}
        failed={() => t('list.error')}
        empty={t('list.empty')}
        isEmpty={(d) => d.notifications.length === 0}
      />
      {items.length > 0 && (
        <List disablePadding aria-label={t('list.title')}>
          {items.map((n) => (
            <Item key={n.id} n={n} unread={unreadIds.has(n.id)} language={i18n.language} onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Box>
  );
}

function Item({ n, unread, language, onNavigate }: { n: NotificationDto; unread: boolean; language: string; onNavigate?: () => void }) {
  const { t } = useTranslation(NS);
  const text = notificationText(n, t);
  const at = new Date(n.createdAt);
  return (
    <ListItem
      data-testid="notification"
      divider
      sx={{ display: 'block', px: 0, py: 1.5, ...(unread && { bgcolor: 'action.hover', px: 1, borderRadius: 1 }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
        {unread && <Chip size="small" color="primary" label={t('list.unread')} />}
      </Box>
      <Typography variant="body2">{text.body}</Typography>
      {text.photos && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {text.photos.before && <Photo url={text.photos.before} label={t('list.before')} alt={t('list.beforeAlt')} />}
          {text.photos.after && <Photo url={text.photos.after} label={t('list.after')} alt={t('list.afterAlt')} />}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography component="time" variant="caption" color="text.secondary" dateTime={n.createdAt}>
          {Number.isFinite(at.getTime()) ? at.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : ''}
        </Typography>
        {text.link && (
          <Link component={RouterLink} to={text.link.to} variant="body2" onClick={onNavigate}>
            {text.link.label}
          </Link>
        )}
      </Box>
    </ListItem>
  );
}

function Photo({ url, label, alt }: { url: string; label: string; alt: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="img" src={thumb(url)} alt={alt} loading="lazy" width={112} height={84} sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }} />
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}
