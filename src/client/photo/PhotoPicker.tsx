import { useRef, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { PhotoButtons } from './PhotoButtons';
import { PhotoFileInput } from './PhotoFileInput';
import { PhotoTapArea } from './PhotoTapArea';

interface PhotoPickerCommon {
  photo: File | null;
  /** A file the user chose (any type: the caller checks it). */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Shown below the controls and announced. */
  error?: string | null;
  disabled?: boolean;
  /** The take (or retake) button: for the caller to move focus there. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The tap-area look: shown instead of the plain preview image (issue 39: BlurPreview). */
  preview?: ReactNode;
  /** The file input's name attribute. */
  inputName?: string;
  /**
   * Hide the file input visually but leave it in the accessibility tree; by default it is
   * `hidden`, reachable only through the take button.
   */
  inputVisuallyHidden?: boolean;
}

export type PhotoPickerProps = PhotoPickerCommon &
  (
    | {
        /** A large tap area, then a preview with remove and retake (the default). */
        look?: 'tap-area';
        labels: { input: string; take: string; hint: string; retake: string; remove: string; preview: string };
      }
    | {
        /** Take/retake and remove buttons only; the caller shows the preview. */
        look: 'buttons';
        labels: { input: string; take: string; retake: string; remove: string };
      }
  );

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/**
 * Choosing a photo: the rear camera on phones, the file picker elsewhere, then retake or remove. The
 * texts come from the caller. `look` chooses the report form's tap area or the completion dialog's
 * buttons (PhotoTapArea, PhotoButtons).
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const { photo, onFile, onRemove, error, disabled, buttonRef, inputName, inputVisuallyHidden, preview, labels } = props;
  const input = useRef<HTMLInputElement>(null);
  const open = () => input.current?.click();
  const fileInput = (
    <PhotoFileInput
      ref={input}
      capture="environment"
      name={inputName}
      aria-label={labels.input}
      tabIndex={-1}
      hidden={!inputVisuallyHidden}
      style={inputVisuallyHidden ? VISUALLY_HIDDEN : undefined}
      disabled={disabled}
      onFile={onFile}
    />
  );
  const controls = { photo, open, onRemove, error, disabled, buttonRef };

  if (props.look === 'buttons') {
    // Siblings, so the caller's Stack spaces them.
    return (
      <>
        {fileInput}
        <PhotoButtons {...controls} labels={props.labels} />
      </>
    );
  }
  return (
    <Box>
      {fileInput}
      <PhotoTapArea {...controls} preview={preview} labels={props.labels} />
    </Box>
  );
}
