import { useEffect, useState } from 'react';
import { offlineQueue } from './runtime';
import type { QueuedItem } from './types';

/**
 * An object URL of a queued item's photo, for its thumbnail: read from the photos store once per item
 * (issue 35: a change of the queue, which re-reads the items, reads no photo again). Null without one.
 */
export function useQueuedPhotoUrl(item: Pick<QueuedItem, 'id' | 'photo'> | null): string | null {
  const id = item?.photo ? item.id : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!id || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let made: string | null = null;
    offlineQueue()
      .photo(id)
      .then(
        (photo) => {
          if (!live || !photo) return;
          made = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
          setUrl(made);
        },
        () => undefined,
      );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url;
}
