import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { useTranslation } from 'react-i18next';
import { useDuplicateTexts } from './duplicate-texts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { DuplicateCandidate } from '../contract';

export interface DuplicateQuestionProps {
  open: boolean;
  /** Open tasks near the report, nearest first (the 409 POSSIBLE_DUPLICATE answer's details). */
  candidates: readonly DuplicateCandidate[];
  /** A confirmation or the report sent again is under way: the choices wait. */
  busy?: boolean;
  /** 'Yes, add my photo to it': confirm this task with the report's photo. */
  onSame: (taskId: string) => void;
  /** 'No, it's a different spot': send the report again with notDuplicate=true. */
  onDifferent: () => void;
  /** Escape or Cancel: back to the form, photo and location kept. */
  onCancel: () => void;
}

/** 'about 6 m away': whole metres, at least 1. */
export const roundedMetres = (distanceM: number) => Math.max(1, Math.round(distanceM));

/**
 * 'Is this the same spot?' (issue 23): each nearby open task with its photo (when it may be shown)
 * and distance, 'Yes, add my photo to it' for each, 'No, it's a different spot' and Cancel. Used by
 * the report screen and, for queued reports, by the offline queue.
 */
export function DuplicateQuestion({ open, candidates, busy = false, onSame, onDifferent, onCancel }: DuplicateQuestionProps) {
  useDuplicateTexts();
  const { t } = useTranslation('reports');
  // Keep the candidates while the dialog plays its closing transition.
  const shown = useRef(candidates);
  if (open && candidates.length > 0) shown.current = candidates;
  const [chosen, setChosen] = useState<string | null>(null);
  const list = shown.current;
  const one = list.length === 1;

  function same(taskId: string) {
    setChosen(taskId);
    onSame(taskId);
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="duplicate-title" aria-describedby="duplicate-body" fullWidth maxWidth="sm">
      <DialogTitle id="duplicate-title">{t('duplicate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="duplicate-body">{t(one ? 'duplicate.bodyOne' : 'duplicate.bodyMany')}</DialogContentText>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {list.map((c) => {
            const distance = t('duplicate.distance', { count: roundedMetres(c.distanceM) });
            const src = c.thumbnailUrl ?? c.imageUrl;
            const labelId = `duplicate-${c.taskId}`;
            return (
              <Box component="li" key={c.taskId} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Box sx={{ width: 120, height: 90, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
                  {src ? (
                    <Box component="img" src={src} alt={t('duplicate.photoAlt', { distance })} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  ) : (
                    <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 1, textAlign: 'center' }}>
                      <ImageNotSupportedIcon aria-hidden />
                      <Typography variant="caption">{t('duplicate.noPhoto')}</Typography>
                    </Stack>
                  )}
                </Box>
                <Stack spacing={1} sx={{ flex: 1, minWidth: 160 }}>
                  <Typography id={labelId}>{distance}</Typography>
                  <Button
                    variant="contained"
                    onClick={() => same(c.taskId)}
                    disabled={busy}
                    aria-describedby={one ? undefined : labelId}
                    autoFocus={c === list[0]}
                    startIcon={busy && chosen === c.taskId ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                    sx={{ alignSelf: 'flex-start', minHeight: 44 }}
                  >
                    {busy && chosen === c.taskId ? t('duplicate.sending') : t('duplicate.same')}
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 44 }}>
          {t('duplicate.cancel')}
        </Button>
        <Button variant="outlined" onClick={onDifferent} disabled={busy} sx={{ minHeight: 44 }}>
          {t('duplicate.different')}
        </Button>
      </DialogActions>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{busy ? t('duplicate.sending') : ''}</VisuallyHidden>
      </div>
    </Dialog>
  );
}
