/** What a key press does in AddressField's combobox (the ARIA 1.2 list pattern). */
export type ComboboxKeyAction =
  /** Open the list with this option active. */
  | { type: 'open'; active: number }
  /** Make this option active. */
  | { type: 'move'; active: number }
  | { type: 'select'; index: number }
  /** Look the typed address up (search on request). */
  | { type: 'search' }
  | { type: 'close' };

export interface ComboboxKeyState {
  /** How many suggestions there are. */
  count: number;
  expanded: boolean;
  /** The active option, -1 for none. */
  active: number;
  /** Suggestions come while typing; otherwise Enter asks for them. */
  autocomplete: boolean;
}

/**
 * ArrowDown/ArrowUp open the list or move through it (wrapping around), Enter selects the active
 * option or, without auto-complete, searches (instead of submitting the surrounding form), Escape
 * closes an open list. Null: the key is not the combobox's, let it do what it does.
 */
export function comboboxKeyAction(key: string, { count, expanded, active, autocomplete }: ComboboxKeyState): ComboboxKeyAction | null {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null;
      return expanded ? { type: 'move', active: (active + 1) % count } : { type: 'open', active: 0 };
    case 'ArrowUp':
      if (count === 0) return null;
      return expanded ? { type: 'move', active: active <= 0 ? count - 1 : active - 1 } : { type: 'open', active: count - 1 };
    case 'Enter':
      if (expanded && active >= 0 && active < count) return { type: 'select', index: active };
      return autocomplete ? null : { type: 'search' };
    case 'Escape':
      return expanded ? { type: 'close' } : null;
    default:
      return null;
  }
}
