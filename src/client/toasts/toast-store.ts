import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../shared/constants';

/** Spec 3, Toast: a list with at most TOAST_LIMIT visible; add, update, dismiss (close), remove. */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; null keeps it open. */
  duration?: number | null;
}

export interface ToastItem extends Required<Pick<ToastInput, 'variant'>> {
  id: string;
  title?: string;
  description?: string;
  duration: number | null;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

/** Pure: newest first, capped at TOAST_LIMIT; dismissing marks closed; removing drops it. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let state = initialToastState;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD_TOAST', toast: { id, title, description, variant, duration, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

/** Test helper: clears every toast and pending timer. */
export function resetToasts() {
  removeTimers.forEach((t) => clearTimeout(t));
  removeTimers.clear();
  state = initialToastState;
  listeners.forEach((l) => l());
}

export function getToasts(): ToastItem[] {
  return state.toasts;
}
