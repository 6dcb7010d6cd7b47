import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';

/**
 * 'Loading map...' or 'Error loading tasks' over the map; while loading, the map behind is veiled
 * unless its start-view tiles already show (`veil` false: only the message).
 */
export function MapOverlay({ kind, onRetry, veil = true }: { kind: 'loading' | 'error'; onRetry: () => void; veil?: boolean }) {
  const { t } = useTranslation('tasks');
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: kind === 'loading' ? (veil ? 'rgba(244,247,242,0.6)' : 'transparent') : 'rgba(244,247,242,0.85)',
        pointerEvents: kind === 'loading' ? 'none' : 'auto',
      }}
    >
      <Paper role={kind === 'error' ? 'alert' : 'status'} elevation={4} sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, maxWidth: 300, textAlign: 'center' }}>
        {kind === 'loading' ? <CircularProgress size={32} aria-hidden /> : <ErrorOutlineIcon color="error" sx={{ fontSize: 36 }} aria-hidden />}
        <Typography sx={{ fontWeight: 700 }}>{kind === 'loading' ? t('map.loading') : t('map.error')}</Typography>
        {kind === 'error' && (
          <Button variant="contained" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
