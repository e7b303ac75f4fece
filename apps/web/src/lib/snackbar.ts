import { useSyncExternalStore } from 'react';
import { lazyValue } from './lazy-module';

/** spec §9: every snackbar stays 8500 ms. */
export const SNACKBAR_TIMEOUT_MS = 8500;

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';
export type SnackbarItem = { id: number; message: string; severity: SnackbarSeverity };

let current: SnackbarItem | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * A new message takes the place of the one on screen: it is about what just happened (a sign-up that went through
 * after a refused one), and waiting behind an older message left that one up to 8.5 s longer, saying the opposite.
 */
function push(message: string, severity: SnackbarSeverity) {
  current = { id: nextId++, message, severity };
  emit();
}

/**
 * Shows a snackbar from anywhere (components, mutations, the api client). Texts must already be translated:
 * `notify.success(t('success'))`.
 */
export const notify = {
  success: (message: string) => push(message, 'success'),
  error: (message: string) => push(message, 'error'),
  info: (message: string) => push(message, 'info'),
  warning: (message: string) => push(message, 'warning'),
};

export function dismissSnackbar(id: number) {
  if (current?.id !== id) return;
  current = undefined;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The message to show, if any: the newest. */
export function useCurrentSnackbar(): SnackbarItem | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/**
 * The component that draws the message (MUI's Snackbar), a lazy chunk: no page needs it to draw. A snackbar follows
 * an API call, most often a write: the api client starts this download with the first write, so a save that fails
 * because the connection dropped can still say so; any other message loads it when it comes.
 */
export const snackbarHost = lazyValue(() => import('@/components/ui/snackbar-host'));
