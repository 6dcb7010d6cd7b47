import { hasRole } from '../../../shared/constants';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes, useLocation } from 'react-router-dom';
import type { OverviewCount } from '../../../shared/admin-overview';
import { errorMessage } from '../../api';
import { useAppModules } from '../app-modules';
import type { AdminView } from '../../module';
import { useCurrentUser } from '../../session/current-user';
import { RouteFallback } from '../../RouteFallback';
import { adminOverviewQuery } from '../../admin/overview-query';

const cache = new Map<AdminView['lazy'], LazyExoticComponent<ComponentType>>();
const screen = (v: AdminView) => {
  let c = cache.get(v.lazy);
  if (!c) cache.set(v.lazy, (c = lazy(v.lazy)));
  return c;
};

function CountCard({ c, reachable }: { c: OverviewCount; reachable: boolean }) {
  const { t } = useTranslation();
  const body = (
    <CardContent>
      <Typography variant="h4" component="p">{c.count}</Typography>
      <Typography>{t(c.labelKey)}</Typography>
    </CardContent>
  );
  return (
    <Card component="li" variant="outlined" sx={{ minWidth: 200, flex: '1 1 200px', listStyle: 'none' }}>
      {c.view && reachable ? (
        <CardActionArea component={RouterLink} to={`/admin/${c.view}`}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

function Overview({ viewUrls }: { viewUrls: Set<string> }) {
  const { t } = useTranslation();
  const q = useQuery(adminOverviewQuery());
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('admin.overview')}</Typography>
      <Typography color="text.secondary">{t('admin.overviewIntro')}</Typography>
      {q.isPending && <RouteFallback />}
      {q.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void q.refetch()}>{t('admin.retry')}</Button>}>
          {t('admin.loadFailed', { message: errorMessage(q.error, '') })}
        </Alert>
      )}
      {q.data && q.data.counts.length === 0 && <Typography>{t('admin.empty')}</Typography>}
      {q.data && q.data.counts.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
          {q.data.counts.map((c) => <CountCard key={c.key} c={c} reachable={!!c.view && viewUrls.has(c.view)} />)}
        </Box>
      )}
    </Stack>
  );
}

/**
 * /admin/*: the admin area (a lazy chunk). Its menu and pages come from the app's client manifests
 * (`adminViews`, at /admin/<module id>/<path>); the server checks the role on every call as well.
 */
export default function AdminShell() {
  const modules = useAppModules();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useCurrentUser();
  const role = me.user?.role ?? 'cleaner';
  if (me.isLoading && !me.user) return <RouteFallback />;
  if (!hasRole(role, 'moderator')) return <Alert severity="warning" sx={{ m: 2 }}>{t('admin.forbidden')}</Alert>;
  const views = modules.flatMap((m) => (m.adminViews ?? []).filter((v) => hasRole(role, v.permission)).map((v) => ({ ...v, url: `${m.id}/${v.path}` })));
  const current = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const links = [{ url: '', label: t('admin.overview') }, ...views.map((v) => ({ url: v.url, label: t(v.labelKey) }))];
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, p: 2 }}>
      <Box component="nav" aria-label={t('admin.menu')} sx={{ minWidth: 220 }}>
        <Typography variant="overline" component="p" sx={{ px: 2 }}>{t('admin.title')}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2 }}>
          {t('admin.signedInAs', { name: me.displayName, role: t(`admin.roles.${role}`) })}
        </Typography>
        <List dense>
          {links.map((l) => (
            <ListItem key={l.url || 'overview'} disablePadding>
              <ListItemButton component={RouterLink} to={l.url ? `/admin/${l.url}` : '/admin'} selected={current === l.url} aria-current={current === l.url ? 'page' : undefined}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="section" sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route index element={<Overview viewUrls={new Set(views.map((v) => v.url))} />} />
            {views.map((v) => {
              const Screen = screen(v);
              return <Route key={v.url} path={v.url} element={<Screen />} />;
            })}
            <Route path="*" element={<Alert severity="info">{t('admin.noSuchPage')}</Alert>} />
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}
