import * as React from 'react';
import type { ToastVariant } from '~/components/ui/toast';

// At most one toast visible; a dismissed toast leaves the DOM after this delay.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

type Action =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: ToastData[], action: Action): ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

// One store for the page, so any module can raise a toast without a provider in reach.
let memory: ToastData[] = [];
const listeners = new Set<(state: ToastData[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  memory = toastReducer(memory, action);
  if (action.type === 'dismiss') {
    for (const t of memory) if (!t.open) scheduleRemoval(t.id);
  }
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: 'dismiss', id }) };
}

export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id });
}

/** Calls `listener` with the toasts on every change; returns the unsubscribe. */
export function subscribeToasts(listener: (state: ToastData[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const [toasts, setToasts] = React.useState(memory);
  React.useEffect(() => {
    listeners.add(setToasts);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return { toasts, toast, dismiss: dismissToast };
}
