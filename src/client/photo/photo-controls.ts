import type { ReactNode, Ref } from 'react';

/** What each PhotoPicker look (PhotoTapArea, PhotoButtons) gets from the picker. */
export interface PhotoControlsProps<Labels> {
  photo: File | null;
  /** Opens the camera or the file picker. */
  open: () => void;
  onRemove: () => void;
  error?: string | null;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Shown instead of the plain preview image (issue 39: the blurred photo with its blur boxes). */
  preview?: ReactNode;
  labels: Labels;
}
