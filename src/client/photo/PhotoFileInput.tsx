import type { InputHTMLAttributes, Ref } from 'react';

export interface PhotoFileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The chosen file. */
  onFile: (file: File) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input for photos (any image unless `accept` says otherwise), opened by a button of the
 * caller's through `ref.current.click()`; the caller hides it (`hidden` or a style). After each
 * choice its value is cleared, so choosing the same file again fires a change.
 */
export function PhotoFileInput({ onFile, ref, accept = 'image/*', ...rest }: PhotoFileInputProps) {
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
