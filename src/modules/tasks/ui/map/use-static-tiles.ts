import { useCallback, useEffect, useState } from 'react';
import type L from 'leaflet';

/**
 * How long Leaflet's tiles take to fade in after they loaded (GridLayer fades over 200 ms and removes
 * the tiles it replaced after 250 ms). The static tiles stay under them that long, so the fade shows
 * the same picture instead of the grey background.
 */
export const TILE_FADE_MS = 250;

/**
 * Whether StaticTiles still shows: until Leaflet's tile layer has loaded (and faded in), or until the
 * map moves away from the start view (the first GPS fix, a drag), where the static picture would no
 * longer match the markers. Once gone, they stay gone.
 */
export function useStaticTiles(map: L.Map | null, fade: boolean): { shown: boolean; onTilesLoaded: () => void } {
  const [shown, setShown] = useState(true);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!map || !shown) return;
    const hide = () => setShown(false);
    map.on('movestart', hide);
    return () => {
      map.off('movestart', hide);
    };
  }, [map, shown]);

  useEffect(() => {
    if (!loaded || !shown) return;
    const timer = setTimeout(() => setShown(false), fade ? TILE_FADE_MS : 0);
    return () => clearTimeout(timer);
  }, [loaded, shown, fade]);

  const onTilesLoaded = useCallback(() => setLoaded(true), []);
  return { shown, onTilesLoaded };
}
