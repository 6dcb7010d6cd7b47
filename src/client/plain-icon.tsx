import type { CSSProperties } from 'react';

export interface PlainIconProps {
  className?: string;
  style?: CSSProperties;
}

/**
 * The CSS of every plain icon (for a GlobalStyles block): what MUI's SvgIcon gives its root at the
 * medium size, `small` as its fontSize="small".
 */
export const plainIconStyles = {
  '.cq-icon': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
  },
  '.cq-icon.cq-icon-small': { fontSize: '1.25rem' },
} as const;

/**
 * An icon of the first screen as a plain <svg> (issue 38 point 3): the same markup as the
 * @mui/icons-material icon of `name` (`d` is its path), without MUI's SvgIcon, a styled component
 * whose styles emotion serialises for every icon on every render and on hydration. Its CSS is
 * plainIconStyles, in the GlobalStyles of the part that shows it; it keeps the MuiSvgIcon-root class, so
 * rules of MUI components that address their icons by it still apply.
 */
export function plainIcon(d: string, name: string, size: 'medium' | 'small' = 'medium') {
  const base = `MuiSvgIcon-root cq-icon${size === 'small' ? ' cq-icon-small' : ''}`;
  function PlainIcon({ className, style }: PlainIconProps) {
    return (
      <svg className={className ? `${base} ${className}` : base} focusable="false" aria-hidden="true" viewBox="0 0 24 24" data-testid={`${name}Icon`} style={style}>
        <path d={d} />
      </svg>
    );
  }
  PlainIcon.displayName = `${name}Icon`;
  return PlainIcon;
}
