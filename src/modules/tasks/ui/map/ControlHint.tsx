import Tooltip from '@mui/material/Tooltip';

export interface ControlHintProps {
  /** The button the hint belongs to. */
  anchor: HTMLElement;
  title: string;
  /** Escape pressed (the tooltip listens on the document while open). */
  onClose: () => void;
}

/**
 * A map control's tooltip, open while it is mounted and placed beside `anchor` (MUI's Tooltip around
 * an empty, hidden child, so the button itself is never wrapped or re-mounted). Loaded with the
 * first hover or keyboard focus: neither its code nor a closed tooltip per button is there at start.
 */
export default function ControlHint({ anchor, title, onClose }: ControlHintProps) {
  return (
    <Tooltip open onClose={onClose} title={title} placement="left" disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
      <span hidden />
    </Tooltip>
  );
}
