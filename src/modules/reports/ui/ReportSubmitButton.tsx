import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslation } from 'react-i18next';

export interface ReportSubmitButtonProps {
  uploading: boolean;
  /**
   * Photo or location missing, or uploading: the button looks disabled but stays focusable and
   * clickable, so a click can say what is missing.
   */
  looksDisabled: boolean;
  /** Upload progress in percent; null before the first progress event. */
  percent: number | null;
}

/** 'Submit trash report', and while uploading the progress bar with its percentage, then 'processing'. */
export function ReportSubmitButton({ uploading, looksDisabled, percent }: ReportSubmitButtonProps) {
  const { t } = useTranslation('reports');
  const processing = uploading && percent !== null && percent >= 100;
  return (
    <Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={looksDisabled}
        startIcon={uploading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <CloudUploadIcon aria-hidden />}
        sx={{
          minHeight: 52,
          ...(looksDisabled && {
            bgcolor: 'action.disabledBackground',
            color: 'text.secondary',
            boxShadow: 'none',
            '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
          }),
          ...(uploading && { cursor: 'progress' }),
        }}
      >
        {uploading ? t('submit.uploading') : t('submit.idle')}
      </Button>
      {uploading && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant={percent === null || processing ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('submit.progressLabel')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status" aria-live="polite">
            {processing || percent === null ? t('submit.processing') : t('submit.progress', { percent })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
