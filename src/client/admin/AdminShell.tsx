import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { clientModules } from '../../modules/client';
import type { OverviewResponse } from '../../modules/admin/contract';
import type { AdminView, ClientModule } from '../module';
import { useCurrentUser } from '../session/current-user';
import { RouteFallback } from '../shell/RouteFallback';

const RANK: Record<string, number> = { cleaner: 0, moderator: 1, admin: 2 };
const cache = new Map<AdminView['lazy'], LazyExoticComponent<ComponentType>>();
const screen = (v: AdminView) => {
  let c = cache.get(v.lazy);
  if (!c) cache.set(v.lazy, (c = lazy(v.lazy)));
  return c;
};

function Overview() {
  const { t } = useTranslation();
  const q = useQuery<OverviewResponse>({ queryKey: ['/api/admin/overview'] });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('admin.overview', 'Overview')}</Typography>
      {q.isError && <Alert severity="error">{String(q.error)}</Alert>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {q.data?.counts.map((c) => (
          <Card key={c.key} sx={{ minWidth: 180 }}>
            <CardContent>
              <Typography variant="h4" component="p">{c.count}</Typography>
              {c.view ? <RouterLink to={`/admin/${c.view}`}>{t(c.labelKey)}</RouterLink> : <Typography>{t(c.labelKey)}</Typography>}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /admin/*: the admin area (a lazy chunk). Its menu and pages come from the modules' client manifests
 * (`adminViews`, at /admin/<module id>/<path>); the server checks the role on every call as well.
 */
export default function AdminShell({ modules = clientModules }: { modules?: ClientModule[] }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const rank = RANK[user?.role ?? 'cleaner'] ?? 0;
  if (rank < RANK.moderator) return <Alert severity="warning" sx={{ m: 2 }}>{t('admin.forbidden', 'Only moderators and admins can open the admin area.')}</Alert>;
  const views = modules.flatMap((m) => (m.adminViews ?? []).filter((v) => rank >= RANK[v.permission]).map((v) => ({ ...v, url: `${m.id}/${v.path}` })));
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, p: 2 }}>
      <Box component="nav" aria-label={t('admin.menu', 'Admin')} sx={{ minWidth: 220 }}>
        <List dense>
          <ListItemButton component={RouterLink} to="/admin"><ListItemText primary={t('admin.overview', 'Overview')} /></ListItemButton>
          {views.map((v) => (
            <ListItemButton key={v.url} component={RouterLink} to={`/admin/${v.url}`}><ListItemText primary={t(v.labelKey)} /></ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route index element={<Overview />} />
            {views.map((v) => {
              const Screen = screen(v);
              return <Route key={v.url} path={v.url} element={<Screen />} />;
            })}
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}
