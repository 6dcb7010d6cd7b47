import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { WasteType } from '../contract';
import { WasteIcon } from './WasteIcon';

export interface TaskImageProps {
  src: string | null;
  alt: string;
  wasteType: WasteType;
  /** Accessible text of the fallback when there is no photo (or it cannot be shown). */
  fallbackLabel: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
}

/**
 * A report photo, or the waste type's icon when there is none or it fails to load (photos held by
 * screening answer 404 to everyone but their owner).
 */
export function TaskImage({ src, alt, wasteType, fallbackLabel, sx, loading = 'lazy' }: TaskImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const frame: SxProps<Theme> = [
    { width: '100%', height: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (broken) {
    return (
      <Box role="img" aria-label={fallbackLabel} sx={frame}>
        <WasteIcon type={wasteType} sx={{ fontSize: 40, color: 'text.secondary' }} />
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
