import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { FractionBox } from '../../../shared/face-blur';
import { boxAfterKey, boxFromDrag, type BlurBox } from './regions';

export interface BlurOverlayProps {
  url: string;
  /** The photo's size in pixels (its aspect ratio sizes the frame). */
  size: { width: number; height: number };
  boxes: readonly BlurBox[];
  /** The photo's text alternative (the editor's label). */
  label: string;
  boxLabel: (box: BlurBox, n: number) => string;
  onPaint: (box: FractionBox) => void;
  onMove: (box: BlurBox) => void;
  disabled?: boolean;
}

const pct = (v: number) => `${v * 100}%`;
const FRAME_MAX_HEIGHT = 360;

/**
 * The blurred photo with every blur box outlined (solid: found on the phone; dashed: added by the
 * person). Dragging over it with a finger, pen or mouse paints a new box; a box has focus with Tab and
 * moves with the arrow keys (Alt: resize; Shift: ten steps).
 */
export function BlurOverlay({ url, size, boxes, label, boxLabel, onPaint, onMove, disabled }: BlurOverlayProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(null);

  const at = (e: PointerEvent) => {
    const r = frame.current!.getBoundingClientRect();
    return { x: r.width > 0 ? (e.clientX - r.left) / r.width : 0, y: r.height > 0 ? (e.clientY - r.top) / r.height : 0 };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || e.button !== 0 || e.target !== e.currentTarget) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = at(e);
    setDrag({ from: p, to: p });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, to: at(e) });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const box = boxFromDrag(drag.from, at(e));
    setDrag(null);
    if (box) onPaint(box);
  };
  const onKeyDown = (box: BlurBox) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = boxAfterKey(box, e.key, e);
    if (!next) return;
    e.preventDefault();
    onMove(next);
  };
  const draft = drag ? boxFromDrag(drag.from, drag.to) : null;

  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: (FRAME_MAX_HEIGHT * size.width) / size.height, margin: '0 auto', lineHeight: 0 }}>
      <img src={url} alt={label} style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${size.width} / ${size.height}` }} />
      <div
        ref={frame}
        data-testid="blur-overlay"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        style={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: disabled ? 'default' : 'crosshair' }}
      >
        {boxes.map((b, i) => (
          <Box
            key={b.id}
            role="button"
            tabIndex={disabled ? -1 : 0}
            aria-label={boxLabel(b, i + 1)}
            aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
            data-by={b.by}
            data-box-id={b.id}
            onKeyDown={onKeyDown(b)}
            sx={{ '&:focus-visible': { outline: '3px solid #1b5e20', outlineOffset: 2 } }}
            style={{
              position: 'absolute',
              left: pct(b.x),
              top: pct(b.y),
              width: pct(b.w),
              height: pct(b.h),
              boxSizing: 'border-box',
              border: `3px ${b.by === 'device' ? 'solid' : 'dashed'} #ffeb3b`,
              boxShadow: '0 0 0 1px #000',
              pointerEvents: 'none',
            }}
          >
            <span style={{ position: 'absolute', left: 2, top: 2, lineHeight: 1, fontSize: 12, fontWeight: 700, color: '#000', background: '#ffeb3b', padding: '1px 4px' }} aria-hidden>
              {i + 1}
            </span>
          </Box>
        ))}
        {draft && (
          <div
            aria-hidden
            style={{ position: 'absolute', left: pct(draft.x), top: pct(draft.y), width: pct(draft.w), height: pct(draft.h), border: '2px dashed #fff', background: 'rgba(255,235,59,0.25)', pointerEvents: 'none' }}
          />
        )}
      </div>
    </div>
  );
}
