// Toasts as a tiny event bus, so any code (a component, a thunk, a remote) can call
// `toast.success('Saved')`. The shell renders them with its ToastHost (top-right).
// `@pashmina/shared-ui` is a Module Federation singleton, so the remotes and the shell
// share this one module and therefore this one list.
import { useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@pashmina/contracts';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds until it closes by itself; 0 keeps it until dismissed. */
  autoClose: number;
}

export interface ToastOptions {
  /** Default TOAST_AUTO_CLOSE_MS; admin screens pass ADMIN_TOAST_AUTO_CLOSE_MS. */
  autoClose?: number;
}

const MAX_TOASTS = 5;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const autoClose = options.autoClose ?? TOAST_AUTO_CLOSE_MS;
  const kept = toasts.length >= MAX_TOASTS ? toasts.slice(toasts.length - MAX_TOASTS + 1) : toasts;
  for (const dropped of toasts.filter((t) => !kept.includes(t))) dismissTimer(dropped.id);
  toasts = [...kept, { id, kind, message, autoClose }];
  if (autoClose > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), autoClose),
    );
  emit();
  return id;
}

function dismissTimer(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
  /** Removes every toast (tests, logout). */
  clear(): void {
    for (const id of timers.keys()) dismissTimer(id);
    if (toasts.length === 0) return;
    toasts = [];
    emit();
  },
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

/** The current toasts, for a toast host. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
