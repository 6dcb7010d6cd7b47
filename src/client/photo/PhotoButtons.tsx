import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PhotoControlsProps } from './photo-controls';

export type PhotoButtonsProps = PhotoControlsProps<{ take: string; retake: string; remove: string }>;

/**
 * PhotoPicker's 'buttons' look: a take (then retake) button and, with a photo, a remove button; the
 * error as an alert below. No preview: the caller shows the photo where it fits. Returned as
 * siblings for the caller's Stack.
 */
export function PhotoButtons({ photo, open, onRemove, error, disabled, buttonRef, labels }: PhotoButtonsProps) {
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button
          ref={buttonRef}
          variant={photo ? 'outlined' : 'contained'}
          startIcon={<AddAPhotoIcon aria-hidden />}
          onClick={open}
          disabled={disabled}
          sx={{ minHeight: 48, flex: 1 }}
        >
          {photo ? labels.retake : labels.take}
        </Button>
        {photo && (
          <Button variant="outlined" color="error" startIcon={<DeleteIcon aria-hidden />} onClick={onRemove} disabled={disabled} sx={{ minHeight: 48 }}>
            {labels.remove}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
