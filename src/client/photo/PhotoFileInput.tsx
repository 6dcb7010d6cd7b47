import type { InputHTMLAttributes, Ref } from 'react';

export interface PhotoFileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The chosen file. */
  onFile: (file: File) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Any image, and HEIC/HEIF named outright (issue 23): some browsers and file pickers know neither as
 * an image type. prepare-photo.ts's PHOTO_ACCEPT says the same (kept out of this small file's imports).
 */
const PHOTO_TYPES = 'image/*,.heic,.heif,image/heic,image/heif';

/**
 * A file input for photos (any image, HEIC included, unless `accept` says otherwise), opened by a button of the
 * caller's through `ref.current.click()`; the caller hides it (`hidden` or a style). After each
 * choice its value is cleared, so choosing the same file again fires a change.
 */
export function PhotoFileInput({ onFile, ref, accept = PHOTO_TYPES, ...rest }: PhotoFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      {...rest}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
