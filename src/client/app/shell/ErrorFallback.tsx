import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';

export interface ErrorFallbackProps {
  attemptsLeft: number;
  onRetry: () => void;
  onGoHome: () => void;
}

/** The error boundary screen. Focus moves to the heading so keyboard and screen reader users notice. */
export function ErrorFallback({ attemptsLeft, onRetry, onGoHome }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const helpId = useId();
  const exhausted = attemptsLeft <= 0;
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 3, py: 6, textAlign: 'center' }}>
      <ReportProblemIcon aria-hidden sx={{ fontSize: 56, color: 'error.main' }} />
      <Typography ref={headingRef} tabIndex={-1} variant="h1" component="h1" sx={{ mt: 1, mb: 1, outline: 'none' }}>
        {t('errorBoundary.title')}
      </Typography>
      <Typography color="text.secondary">{t('errorBoundary.body')}</Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {exhausted ? t('errorBoundary.limitHelp') : t('errorBoundary.attemptsLeft', { count: attemptsLeft })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<RefreshIcon aria-hidden />} onClick={onRetry} disabled={exhausted} aria-describedby={helpId}>
          {exhausted ? t('errorBoundary.tryLimitReached') : t('errorBoundary.tryAgain')}
        </Button>
        <Button variant="outlined" startIcon={<HomeIcon aria-hidden />} onClick={onGoHome}>
          {t('errorBoundary.goHome')}
        </Button>
      </Stack>
    </Box>
  );
}
