import { useState } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../client/toasts/toast-store';
import { downloadExport, saveFile, type DownloadProgress } from './api/download-export';

export interface ExportDataButtonProps {
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** Called after the file was handed to the browser. */
  onExported?: (fileName: string) => void;
  /** For tests and stories: replaces the real download. */
  download?: typeof downloadExport;
  save?: typeof saveFile;
}

const formatSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * 'Export data': downloads all of the person's data as JSON (GET /api/account/export) with progress,
 * then saves the file. Toasts 'Data exported', or 'Export failed' / 'Failed to export data. Please
 * try again.' (spec 8). Mount it wherever the person manages their data (privacy panel, Account Settings).
 */
export function ExportDataButton({ variant = 'outlined', fullWidth, onExported, download = downloadExport, save = saveFile }: ExportDataButtonProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setProgress(null);
    try {
      const { blob, fileName } = await download(setProgress);
      save(blob, fileName);
      toast({ title: t('dataExport.successTitle'), description: t('dataExport.successDescription', { file: fileName }) });
      onExported?.(fileName);
    } catch {
      toast({ title: t('dataExport.failedTitle'), description: t('dataExport.failedDescription'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const status = !progress
    ? t('dataExport.preparing')
    : progress.percent !== null
      ? t('dataExport.downloading', { percent: progress.percent })
      : t('dataExport.downloadingUnknown', { size: formatSize(progress.loaded) });

  return (
    <Box>
      <Button variant={variant} fullWidth={fullWidth} onClick={run} disabled={busy} startIcon={<DownloadIcon aria-hidden />} aria-busy={busy}>
        {t('dataExport.button')}
      </Button>
      {busy && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant={progress?.percent != null ? 'determinate' : 'indeterminate'}
            value={progress?.percent ?? undefined}
            aria-label={t('dataExport.progressLabel')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {status}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** The exportDataButton slot (client.ts): other modules' screens mount the button through it. */
export default ExportDataButton;
