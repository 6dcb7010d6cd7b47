import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import { BlurOverlay } from './BlurOverlay';
import { centredBox, type BlurBox } from './regions';
import { ensureFaceTexts, FACES_NS } from './texts';
import type { FaceBlur } from './use-face-blur';

type EditorBlur = Pick<FaceBlur, 'check' | 'boxes' | 'size' | 'editable' | 'busy' | 'drawFailed' | 'full' | 'add' | 'remove' | 'move'>;

export interface BlurEditorProps {
  blur: EditorBlur;
  disabled?: boolean;
}

function useFaceTexts() {
  const { t, i18n } = useTranslation(FACES_NS);
  ensureFaceTexts(i18n);
  const by = (b: BlurBox) => t(b.by === 'device' ? 'byDevice' : 'byPerson');
  return { t, by, boxLabel: (b: BlurBox, n: number) => t('boxLabel', { n, by: by(b) }) };
}

/**
 * The photo as it will be sent (blurred), every blur box outlined, for the photo picker's preview
 * (PhotoPicker `preview`); null until the photo could be drawn here.
 */
export function BlurPreview({ blur, url, alt, disabled }: { blur: EditorBlur; url: string | null; alt: string; disabled?: boolean }) {
  const { boxLabel } = useFaceTexts();
  if (!blur.editable || !url || !blur.size) return null;
  return (
    <BlurOverlay
      url={url}
      size={blur.size}
      boxes={blur.boxes}
      label={alt}
      boxLabel={boxLabel}
      onPaint={(box) => blur.add(box)}
      onMove={blur.move}
      disabled={disabled || blur.check.status === 'checking' || blur.full}
    />
  );
}

/**
 * Below the photo once one is chosen (issue 39; BlurPreview shows the photo): what the phone's face
 * check found, said in words; 'Add a blur box' for the keyboard (then the arrow keys); every box
 * listed with its Remove button.
 */
export function BlurEditor({ blur, disabled }: BlurEditorProps) {
  const { t, by } = useFaceTexts();
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const helpId = useId();
  const { check, boxes, editable, busy, drawFailed, full } = blur;
  const locked = disabled || check.status === 'checking';

  const added = (made: BlurBox | null) => {
    if (made) setSaid(t('added', { n: boxes.length + 1 }));
    return made;
  };
  const addCentred = () => {
    const made = added(blur.add(centredBox()));
    // The new box takes the focus, so the arrow keys move it at once.
    if (made) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-box-id="${made.id}"]`)?.focus());
  };
  const remove = (b: BlurBox, n: number) => {
    blur.remove(b.id);
    setSaid(t('removed', { n }));
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>('button')?.focus());
  };

  let status: string | null = null;
  if (check.status === 'checking') status = t('checking');
  else if (check.status === 'done') status = check.faces > 0 ? t('found', { count: check.faces }) : t('none');

  return (
    <Stack spacing={1.5} aria-busy={busy}>
      <div role="status" aria-live="polite">
        {check.status === 'checking' && (
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {status}
            </Typography>
            <LinearProgress aria-label={status ?? undefined} />
          </Stack>
        )}
        {check.status === 'done' && <Typography variant="body2">{status}</Typography>}
        <VisuallyHidden>{said}</VisuallyHidden>
      </div>
      {(check.status === 'unavailable' || check.status === 'undecodable') && <Alert severity="info">{t(check.status)}</Alert>}
      {drawFailed && (
        <Alert severity="error" role="alert">
          {t('drawFailed')}
        </Alert>
      )}
      {editable && check.status !== 'checking' && (
        <>
          <Typography variant="body2" color="text.secondary">
            {full ? t('full') : t('help')}
          </Typography>
          <div>
            <Button variant="outlined" onClick={addCentred} disabled={locked || full} aria-describedby={helpId}>
              {t('add')}
            </Button>
            {busy && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {t('updating')}
              </Typography>
            )}
            <span id={helpId} style={visuallyHiddenStyle}>
              {t('addHelp')}
            </span>
          </div>
          {boxes.length > 0 && (
            <Stack component="ul" ref={list} aria-label={t('listLabel')} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {boxes.map((b, i) => (
                <Stack component="li" key={b.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2">
                    {t('box', { n: i + 1 })}: {by(b)}
                  </Typography>
                  <Button size="small" color="error" onClick={() => remove(b, i + 1)} disabled={locked} aria-label={t('removeLabel', { n: i + 1 })}>
                    {t('remove')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
