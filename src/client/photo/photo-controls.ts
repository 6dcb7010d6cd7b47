import type { Ref } from 'react';

/** What each PhotoPicker look (PhotoTapArea, PhotoButtons) gets from the picker. */
export interface PhotoControlsProps<Labels> {
  photo: File | null;
  /** Opens the camera or the file picker. */
  open: () => void;
  onRemove: () => void;
  error?: string | null;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  labels: Labels;
}
