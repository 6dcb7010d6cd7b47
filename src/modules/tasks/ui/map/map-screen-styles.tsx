import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { plainIconStyles } from '../../../../client/plain-icon';

/** Leaflet's own background; the map container is transparent so the static tiles show through it. */
const MAP_BACKGROUND = '#ddd';

/** The theme's style override of MUI's Chip root (high contrast gives chips a border), for the badges. */
const chipOverride = (theme: Theme): CSSObject => {
  const root = theme.components?.MuiChip?.styleOverrides?.root;
  return root && typeof root === 'object' ? (root as CSSObject) : {};
};

/**
 * The map screen's CSS outside Leaflet (issue 38 point 3): the frame, the badges, the controls and
 * the loading overlay as plain elements with these class rules, one block that emotion writes into
 * the server-rendered page and takes over on hydration, instead of a Box, Stack, Chip, Typography or
 * SvgIcon whose styles emotion serialises one by one. The badges look like MUI's small Chip with the
 * screen's changes (white, shadow, wrapping labels). Rules that adjust a MUI component name its MUI
 * class beside ours (two classes beat the component's one, whatever the order).
 */
const mapScreenStyles = (theme: Theme) => ({
  ...plainIconStyles,
  '.cq-map-screen': { position: 'relative', height: 'calc(100dvh - 169px)', minHeight: 360, backgroundColor: MAP_BACKGROUND },
  '.cq-map-heading': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    margin: 0,
  },
  '.cq-map-badges': { position: 'absolute', top: 8, left: 8, right: 64, zIndex: 1000, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } },
  '.cq-map-controls-place': { position: 'absolute', top: 8, right: 8, zIndex: 1000 },
  '.cq-chips': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 6 },
  '.cq-chips-all': { maxWidth: 'calc(100% - 72px)' },
  '.cq-chip': {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 28,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: 'rgba(255,255,255,0.95)',
    boxShadow: theme.shadows[2],
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    ...chipOverride(theme),
  },
  '.cq-chip .cq-chip-icon': { color: theme.palette.grey[700], fontSize: 18, marginLeft: 4, marginRight: -4 },
  '.cq-chip-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'normal', padding: '4px 8px' },
  '.cq-chip.cq-chip-error, .cq-chip-error .cq-chip-icon': { color: theme.palette.error.main },
  '.cq-chip-located .cq-chip-icon': { color: theme.palette.success.main },
  // A small chip's icon is 18 px: the spinner sits in a box of that size, so the label does not move.
  '.cq-chip-spinner': { width: 18, height: 18, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  '.cq-map-controls.MuiPaper-root': { display: 'flex', flexDirection: 'column', borderRadius: Number(theme.shape.borderRadius) * 3, padding: 2 },
  '.cq-map-control.MuiIconButton-root': { width: 44, height: 44, color: theme.palette.primary.dark },
  '.cq-spin': { animation: 'cq-spin 1s linear infinite' },
  '@keyframes cq-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  '.cq-map-overlay': {
    position: 'absolute',
    inset: 0,
    zIndex: 1100,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(244,247,242,0.85)',
    pointerEvents: 'auto',
  },
  '.cq-map-overlay-loading': { backgroundColor: 'rgba(244,247,242,0.6)', pointerEvents: 'none' },
  '.cq-map-overlay-loading.cq-map-overlay-clear': { backgroundColor: 'transparent' },
  '.cq-map-overlay-card.MuiPaper-root': {
    padding: '16px 24px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 12,
    maxWidth: 300,
    textAlign: 'center',
  },
  '.cq-map-overlay-text': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
  '.cq-map-overlay-card .cq-map-error-icon': { fontSize: 36, color: theme.palette.error.main },
});

/** The map screen's CSS (rendered by the screen; stories of a part alone render it themselves). */
export const MapScreenStyles = memo(function MapScreenStyles() {
  return <GlobalStyles styles={mapScreenStyles} />;
});
