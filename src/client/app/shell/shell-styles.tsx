import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { plainIconStyles } from '../../plain-icon';
import { COMPACT_HEADER_MEDIA } from './header-layout';

/** MUI's sm breakpoint and up (theme.breakpoints.up('sm')). */
const SM_UP = '@media (min-width:600px)';

/**
 * The header's and the skip link's CSS (issue 38 point 3): one block of static class rules, written
 * into the server-rendered page's head by emotion's extraction and taken over on hydration without
 * being serialised per element, instead of an `sx` prop or a Box/Typography per element. Colours
 * come from the theme, so high contrast changes them as before. Rules that adjust a MUI component
 * name its MUI class beside ours (two classes beat the component's one, whatever the order).
 */
const headerStyles = (theme: Theme) => ({
  ...plainIconStyles,
  '.cq-header.MuiAppBar-root': { backgroundColor: theme.palette.primary.dark },
  '.cq-header-bar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 56,
    padding: '0 12px',
    [SM_UP]: { padding: '0 16px' },
  },
  '.cq-header-home': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: theme.shape.borderRadius,
    marginRight: 'auto',
    minWidth: 0,
  },
  '.cq-header-name': {
    ...theme.typography.h6,
    margin: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    letterSpacing: '0.2px',
    fontWeight: 800,
    minWidth: 0,
  },
  '.cq-logo': { flexShrink: 0, display: 'block' },
  // Until the script knows the width (server-rendered page, hydration), CSS hides them on a phone.
  '.cq-header-wide': { display: 'contents', [COMPACT_HEADER_MEDIA]: { display: 'none' } },
  '.cq-clock': {
    ...theme.typography.body2,
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    minWidth: '5ch',
    flexShrink: 0,
  },
  '.cq-language.MuiButton-root': { minWidth: 0, paddingLeft: 8, paddingRight: 8, flexShrink: 0 },
  '.cq-profile-button.MuiIconButton-root': { padding: 4 },
  '.cq-avatar.MuiAvatar-root': { width: 36, height: 36, backgroundColor: theme.palette.secondary.dark, color: '#fff', fontSize: '1rem' },
  '.cq-stats': {
    listStyle: 'none',
    margin: 0,
    padding: '0 12px 8px',
    display: 'flex',
    gap: 8,
    flexWrap: 'wrap',
    alignItems: 'center',
    [SM_UP]: { padding: '0 16px 8px', gap: 16 },
  },
  '.cq-stats-loading': { display: 'flex', alignItems: 'center', gap: 8 },
  // MUI's Skeleton (rounded, pulse) on the dark bar.
  '.cq-skeleton': {
    display: 'block',
    width: 180,
    height: 24,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'rgba(255,255,255,0.25)',
    animation: 'cq-pulse 2s ease-in-out 0.5s infinite',
  },
  '@keyframes cq-pulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
  '.cq-stat': {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '2px 8px',
    borderRadius: 999,
    backgroundColor: 'rgba(255,255,255,0.14)',
    fontSize: '0.875rem',
    fontWeight: 600,
  },
  '.cq-coin': { color: '#ffd54f' },
  '.cq-skip-link': {
    position: 'absolute',
    left: 8,
    top: 8,
    zIndex: theme.zIndex.tooltip + 1,
    padding: '8px 16px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.primary.dark,
    fontWeight: 700,
    boxShadow: theme.shadows[3],
    transform: 'translateY(-200%)',
    '&:focus, &:focus-visible': { transform: 'none', outline: '3px solid #1b5e20', outlineOffset: 2 },
  },
});

/**
 * The header's CSS: rendered by the Header, which every page of the shell shows (so the skip link
 * and the profile menu's clock have it too); stories of a part alone render it themselves.
 */
export const HeaderStyles = memo(function HeaderStyles() {
  return <GlobalStyles styles={headerStyles} />;
});

const bottomNavStyles = (theme: Theme) => ({
  '.cq-bottom-nav.MuiPaper-root': {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.appBar,
    paddingBottom: 'env(safe-area-inset-bottom)',
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '.cq-bottom-nav .MuiBottomNavigation-root': { height: 64 },
  '.cq-bottom-nav .MuiBottomNavigationAction-root': { maxWidth: 'none' },
  '.cq-tab-dot .MuiBadge-dot': { width: 10, height: 10, borderRadius: '50%', border: '2px solid #fff', boxSizing: 'content-box' },
});

/** The bottom navigation's CSS. */
export const BottomNavStyles = memo(function BottomNavStyles() {
  return <GlobalStyles styles={bottomNavStyles} />;
});
