/**
 * The anchor's first screen (issue 38): the smallest honest version of the app's map tab on the same
 * stack. An MUI AppBar with the product name, the task map (react-leaflet, mounted after hydration as
 * the app's is: Leaflet cannot run on the server) and the MUI BottomNavigation with the app's four
 * tabs. The tabs switch in place (the anchor has no router and no other screens).
 *
 * The map comes in as a prop: the browser's entry imports it (one bundle, no code splitting: the
 * plain way), the server renders without it (Leaflet needs a window).
 */
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../src/shared/constants';

/** The map's props (AnchorMap.tsx). */
export interface AnchorMapProps {
  tileUrl: string;
  attribution: string;
  label: string;
}

/** What the server renders with and the browser hydrates with (GET /api/config's tile settings). */
export interface AnchorState {
  mapTileUrl: string;
  mapAttribution: string;
}

/** The app's tabs, in its order (the tasks, reports and profiles modules' navTabs). */
const TABS = [
  { value: 'map', label: 'nav.map', Icon: MapIcon },
  { value: 'camera', label: 'nav.report', Icon: PhotoCameraIcon },
  { value: 'tasks', label: 'nav.tasks', Icon: AssignmentIcon },
  { value: 'profile', label: 'nav.profile', Icon: PersonIcon },
] as const;

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: 0 } as const;

export function Anchor({ state, map: Map }: { state: AnchorState; map?: ComponentType<AnchorMapProps> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('map');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const go = (value: string) => (e: MouseEvent) => {
    e.preventDefault();
    setTab(value);
  };
  return (
    <>
      <AppBar position="sticky" color="primary" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
        <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          <Box component="svg" viewBox="0 0 32 32" width={32} height={32} role="img" aria-label={t('app.logoLabel')} sx={{ flexShrink: 0 }}>
            <circle cx="16" cy="16" r="16" fill="#ffffff" />
            <path fill="#2e7d32" d="M23.5 8.5c-9 .4-14 4.6-14.3 11.2-.1 1.3.2 2.5.7 3.5l-2 2.1 1.2 1.2 2-2.1c1 .6 2.2.9 3.5.9 6.5-.2 9.2-6.5 8.9-16.8z" />
          </Box>
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 800 }}>
            {PRODUCT_NAME}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" aria-labelledby="anchor-map-title" sx={{ position: 'relative', height: 'calc(100dvh - 120px)', minHeight: 360, bgcolor: '#ddd' }}>
        <Typography id="anchor-map-title" variant="h1" sx={visuallyHidden}>
          {t('map.title')}
        </Typography>
        {mounted && Map && <Map tileUrl={state.mapTileUrl} attribution={state.mapAttribution} label={t('map.label')} />}
      </Box>
      <Paper component="nav" aria-label={t('nav.label')} elevation={8} square sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100 }}>
        <BottomNavigation showLabels value={tab} sx={{ height: 64 }}>
          {TABS.map(({ value, label, Icon }) => (
            <BottomNavigationAction
              key={value}
              value={value}
              component="a"
              href={`/${value}`}
              onClick={go(value)}
              label={t(label)}
              icon={<Icon />}
              aria-current={tab === value ? 'page' : undefined}
              sx={{ maxWidth: 'none' }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
