import { useCallback, useRef, useState } from 'react';

/**
 * Prepares a picked photo for upload (issue 23: EXIF read, scaled to 1600 px, prepare-photo-browser.ts,
 * loaded on the first pick). `preparing` is true meanwhile, for 'Preparing photo...'. `prepare`
 * resolves with the file to show and upload, or null when a newer pick (or a reset) replaced it. The
 * prepared file is what the form keeps, so a retry re-sends it without reading or scaling again.
 */
export function usePhotoPreparation() {
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(0);

  const prepare = useCallback(async (file: File): Promise<File | null> => {
    const id = ++latest.current;
    setPreparing(true);
    let prepared = file;
    try {
      const { preparePhoto } = await import(/* webpackChunkName: "photo-prepare" */ './prepare-photo-browser');
      prepared = (await preparePhoto(file)).file;
    } catch {
      // The chunk did not load (offline before it was cached): the original goes, the server scales it.
    }
    if (id !== latest.current) return null;
    setPreparing(false);
    return prepared;
  }, []);

  /** Forgets a preparation in progress (the photo was removed or the form reset). */
  const cancel = useCallback(() => {
    latest.current++;
    setPreparing(false);
  }, []);

  return { preparing, prepare, cancel };
}
