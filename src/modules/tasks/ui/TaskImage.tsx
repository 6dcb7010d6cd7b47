import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { photoIdFromUrl } from '../../photos/contract';
import type { WasteType } from '../contract';
import { WasteIcon } from './WasteIcon';

export interface TaskImageProps {
  src: string | null;
  alt: string;
  wasteType: WasteType;
  /** Accessible text of the fallback when there is no photo (or it cannot be shown). */
  fallbackLabel: string;
  /**
   * Visible text when a moderator deleted the photo (it answers 410). Without it a removed photo
   * shows the plain fallback.
   */
  removedLabel?: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
}

/**
 * A report photo, or the waste type's icon when there is none or it fails to load (photos held by
 * screening or hidden by a moderator answer 404 to everyone but their owner). A photo a moderator
 * deleted answers 410: with `removedLabel` the fallback then says so.
 */
export function TaskImage({ src, alt, wasteType, fallbackLabel, removedLabel, sx, loading = 'lazy' }: TaskImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const broken = !src || failed === src;
  // Only after a failed load: ask once why (an <img> error does not tell the status).
  useEffect(() => {
    if (!removedLabel || !src || failed !== src || !photoIdFromUrl(src)) return;
    let live = true;
    fetch(src, { method: 'HEAD', credentials: 'include' })
      .then((res) => live && res.status === 410 && setRemoved(src))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [failed, src, removedLabel]);
  const base = { width: '100%', height: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  const frame: SxProps<Theme> = [base, ...(Array.isArray(sx) ? sx : [sx])];
  if (broken) {
    const gone = !!removedLabel && !!src && removed === src;
    return (
      <Box role="img" aria-label={gone ? removedLabel : fallbackLabel} sx={[base, { flexDirection: 'column', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <WasteIcon type={wasteType} sx={{ fontSize: 40, color: 'text.secondary' }} />
        {gone && (
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {removedLabel}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={() => setFailed(src)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
