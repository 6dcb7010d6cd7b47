import { describe, expect, it } from 'vitest';
import { comboboxKeyAction } from './combobox-keys';

const state = { count: 3, expanded: true, active: 0, autocomplete: false };

describe('comboboxKeyAction', () => {
  it('opens a closed list on ArrowDown (first option) and ArrowUp (last option)', () => {
    expect(comboboxKeyAction('ArrowDown', { ...state, expanded: false, active: -1 })).toEqual({ type: 'open', active: 0 });
    expect(comboboxKeyAction('ArrowUp', { ...state, expanded: false, active: -1 })).toEqual({ type: 'open', active: 2 });
  });

  it('moves through an open list, wrapping around', () => {
    expect(comboboxKeyAction('ArrowDown', { ...state, active: 2 })).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('ArrowUp', { ...state, active: 0 })).toEqual({ type: 'move', active: 2 });
    expect(comboboxKeyAction('ArrowUp', { ...state, active: -1 })).toEqual({ type: 'move', active: 2 });
  });

  it('leaves the arrows alone without suggestions', () => {
    expect(comboboxKeyAction('ArrowDown', { ...state, count: 0, expanded: false })).toBeNull();
    expect(comboboxKeyAction('ArrowUp', { ...state, count: 0, expanded: false })).toBeNull();
  });

  it('Enter selects the active option, else searches when searching is on request', () => {
    expect(comboboxKeyAction('Enter', { ...state, active: 1 })).toEqual({ type: 'select', index: 1 });
    expect(comboboxKeyAction('Enter', { ...state, active: -1 })).toEqual({ type: 'search' });
    expect(comboboxKeyAction('Enter', { ...state, active: -1, autocomplete: true })).toBeNull();
  });

  it('Escape closes an open list only', () => {
    expect(comboboxKeyAction('Escape', state)).toEqual({ type: 'close' });
    expect(comboboxKeyAction('Escape', { ...state, expanded: false })).toBeNull();
    expect(comboboxKeyAction('Tab', state)).toBeNull();
  });
});
