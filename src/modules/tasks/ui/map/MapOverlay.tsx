import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ErrorOutlineIcon } from './map-icons';

/**
 * 'Loading map...' or 'Error loading tasks' over the map; while loading, the map behind is veiled
 * unless its start-view tiles already show (`veil` false: only the message). Styled by
 * MapScreenStyles' class rules (.cq-map-overlay...), not `sx` props or a Box and a Typography.
 */
export function MapOverlay({ kind, onRetry, veil = true }: { kind: 'loading' | 'error'; onRetry: () => void; veil?: boolean }) {
  const { t } = useTranslation('tasks');
  const frame = kind === 'loading' ? `cq-map-overlay cq-map-overlay-loading${veil ? '' : ' cq-map-overlay-clear'}` : 'cq-map-overlay';
  return (
    <div className={frame}>
      <Paper role={kind === 'error' ? 'alert' : 'status'} elevation={4} className="cq-map-overlay-card">
        {kind === 'loading' ? <CircularProgress size={32} disableShrink aria-hidden /> : <ErrorOutlineIcon className="cq-map-error-icon" />}
        <p className="cq-map-overlay-text">{kind === 'loading' ? t('map.loading') : t('map.error')}</p>
        {kind === 'error' && (
          <Button variant="contained" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )}
      </Paper>
    </div>
  );
}
