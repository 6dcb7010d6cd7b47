import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { PhotoControlsProps } from './photo-controls';
import { useObjectUrl } from './use-object-url';

export type PhotoTapAreaProps = PhotoControlsProps<{ take: string; hint: string; retake: string; remove: string; preview: string }>;

/**
 * PhotoPicker's 'tap-area' look: without a photo a large dashed tap area (a real button, so it works
 * with a keyboard) with a hint; with one, a preview with a remove button on it, the file's name and
 * a retake button. The error below is announced and describes the tap area.
 */
export function PhotoTapArea({ photo, open, onRemove, error, disabled, buttonRef, preview, labels }: PhotoTapAreaProps) {
  const url = useObjectUrl(photo);
  const errorId = useId();
  const hintId = useId();

  return (
    <>
      {photo ? (
        <Box>
          <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900', lineHeight: 0 }}>
            {preview ?? (url && (
              <Box
                component="img"
                src={url}
                alt={labels.preview}
                sx={{ display: 'block', width: '100%', maxHeight: { xs: 280, sm: 360 }, objectFit: 'contain' }}
              />
            ))}
            <IconButton
              onClick={onRemove}
              disabled={disabled}
              aria-label={labels.remove}
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
              {labels.retake}
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
            {labels.take}
          </Typography>
          <Typography component="span" id={hintId} variant="body2" color="text.secondary">
            {labels.hint}
          </Typography>
        </ButtonBase>
      )}
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </>
  );
}
