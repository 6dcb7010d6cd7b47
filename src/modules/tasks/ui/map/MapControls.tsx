import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoverDelay } from '../../../../client/use-hover-delay';
import { CenterFocusStrongIcon, MyLocationIcon, RefreshIcon, SyncIcon, ViewListIcon } from './map-icons';

// The buttons' tooltips are not needed until a mouse hovers or the keyboard focuses a button.
const ControlHint = lazy(() => import(/* webpackPrefetch: true */ './ControlHint'));

export interface MapControlsProps {
  onRefreshTasks: () => void;
  onFindMe: () => void;
  onCentre: () => void;
  onRefresh: () => void;
  onToggleList: () => void;
  listOpen: boolean;
  refreshing?: boolean;
}

/**
 * The map's buttons (spec 2: refresh tasks, find my location, centre map, refresh) plus the list view.
 * Styled by MapScreenStyles' class rules (.cq-map-controls, .cq-map-control, .cq-spin), not `sx` props.
 */
export function MapControls({ onRefreshTasks, onFindMe, onCentre, onRefresh, onToggleList, listOpen, refreshing = false }: MapControlsProps) {
  const { t } = useTranslation('tasks');
  return (
    <Paper component="nav" aria-label={t('map.controls')} elevation={3} className="cq-map-controls">
      <Control label={t('map.refreshTasks')} onClick={onRefreshTasks}>
        <SyncIcon className={refreshing ? 'cq-spin' : undefined} />
      </Control>
      <Control label={t('map.findMe')} onClick={onFindMe}>
        <MyLocationIcon />
      </Control>
      <Control label={t('map.centre')} onClick={onCentre}>
        <CenterFocusStrongIcon />
      </Control>
      <Control label={t('map.refresh')} onClick={onRefresh}>
        <RefreshIcon />
      </Control>
      <Control label={listOpen ? t('map.hideList') : t('map.showList')} onClick={onToggleList} pressed={listOpen}>
        <ViewListIcon />
      </Control>
    </Paper>
  );
}

/**
 * A control with its label as a tooltip on mouse hover (after the spec's 700 ms, at once when moving
 * on from another tooltip) and at once on keyboard focus; not on touch, where a tap acts at once.
 * Escape closes the tooltip.
 */
function Control({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  const [hint, setHint] = useState<HTMLElement | null>(null);
  const delay = useHoverDelay();
  const hide = () => {
    delay.cancel(hint !== null);
    setHint(null);
  };
  return (
    <>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        onPointerEnter={(e: PointerEvent<HTMLElement>) => {
          const button = e.currentTarget;
          if (e.pointerType === 'mouse') delay.start(() => setHint(button));
        }}
        onPointerLeave={hide}
        onFocus={(e: FocusEvent<HTMLElement>) => {
          if (focusVisible(e.currentTarget)) setHint(e.currentTarget);
        }}
        onBlur={hide}
        className="cq-map-control"
      >
        {children}
      </IconButton>
      {hint && (
        <Suspense fallback={null}>
          <ControlHint anchor={hint} title={label} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}

/** Focus from the keyboard (not from a click or a tap). */
function focusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}
