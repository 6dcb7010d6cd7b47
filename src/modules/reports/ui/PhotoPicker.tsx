import { useEffect, useId, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';

export interface PhotoPickerProps {
  photo: File | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  error?: string | null;
  disabled?: boolean;
  /** The tap area (or, with a photo, the retake button): focused after validation and reset. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The object URL of a file, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Spec 2, Report Trash: a tap area that opens the rear camera or the file picker, then a preview of
 * the photo with a remove button. The tap area is a real button, so it works with a keyboard.
 */
export function PhotoPicker({ photo, onFile, onRemove, error, disabled, buttonRef }: PhotoPickerProps) {
  const { t } = useTranslation('reports');
  const input = useRef<HTMLInputElement>(null);
  const url = useObjectUrl(photo);
  const errorId = useId();
  const hintId = useId();
  const open = () => input.current?.click();

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        name="image"
        aria-label={t('photo.input')}
        tabIndex={-1}
        hidden
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Clear, so choosing the same file again fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {photo ? (
        <Box>
          <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900', lineHeight: 0 }}>
            {url && (
              <Box
                component="img"
                src={url}
                alt={t('photo.preview')}
                sx={{ display: 'block', width: '100%', maxHeight: { xs: 280, sm: 360 }, objectFit: 'contain' }}
              />
            )}
            <IconButton
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('photo.remove')}
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                bgcolor: 'rgba(0,0,0,0.7)',
                color: '#fff',
                '&:hover': { bgcolor: 'rgba(0,0,0,0.85)' },
                '&.Mui-disabled': { color: 'rgba(255,255,255,0.6)', bgcolor: 'rgba(0,0,0,0.5)' },
              }}
            >
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {photo.name}
            </Typography>
            <Button ref={buttonRef} onClick={open} disabled={disabled} startIcon={<PhotoCameraIcon aria-hidden />} sx={{ flexShrink: 0 }}>
              {t('photo.change')}
            </Button>
          </Box>
        </Box>
      ) : (
        <ButtonBase
          ref={buttonRef}
          onClick={open}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          focusRipple
          sx={{
            width: '100%',
            minHeight: 200,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            borderRadius: 2,
            border: '2px dashed',
            borderColor: error ? 'error.main' : 'primary.main',
            bgcolor: 'rgba(46, 125, 50, 0.06)',
            color: 'primary.dark',
            p: 3,
            '&:hover': { bgcolor: 'rgba(46, 125, 50, 0.12)' },
            '&.Mui-focusVisible': { outline: '3px solid #1b5e20', outlineOffset: 2 },
          }}
        >
          <AddAPhotoIcon aria-hidden sx={{ fontSize: 48 }} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {t('photo.take')}
          </Typography>
          <Typography component="span" id={hintId} variant="body2" color="text.secondary">
            {t('photo.takeHint')}
          </Typography>
        </ButtonBase>
      )}
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
