import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RefreshIcon from '@mui/icons-material/Refresh';
import SyncIcon from '@mui/icons-material/Sync';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MapControlsProps {
  onRefreshTasks: () => void;
  onFindMe: () => void;
  onCentre: () => void;
  onRefresh: () => void;
  onToggleList: () => void;
  listOpen: boolean;
  refreshing?: boolean;
}

/** The map's buttons (spec 2: refresh tasks, find my location, centre map, refresh) plus the list view. */
export function MapControls({ onRefreshTasks, onFindMe, onCentre, onRefresh, onToggleList, listOpen, refreshing = false }: MapControlsProps) {
  const { t } = useTranslation('tasks');
  return (
    <Paper component="nav" aria-label={t('map.controls')} elevation={3} sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3, p: 0.25 }}>
      <Control label={t('map.refreshTasks')} onClick={onRefreshTasks}>
        <SyncIcon sx={refreshing ? spin : undefined} />
      </Control>
      <Control label={t('map.findMe')} onClick={onFindMe}>
        <MyLocationIcon />
      </Control>
      <Control label={t('map.centre')} onClick={onCentre}>
        <CenterFocusStrongIcon />
      </Control>
      <Control label={t('map.refresh')} onClick={onRefresh}>
        <RefreshIcon />
      </Control>
      <Control label={listOpen ? t('map.hideList') : t('map.showList')} onClick={onToggleList} pressed={listOpen}>
        <ViewListIcon />
      </Control>
    </Paper>
  );
}

function Control({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <Tooltip title={label} placement="left">
      <IconButton aria-label={label} aria-pressed={pressed} onClick={onClick} sx={{ width: 44, height: 44, color: 'primary.dark' }}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

const spin = {
  animation: 'cq-spin 1s linear infinite',
  '@keyframes cq-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
};
