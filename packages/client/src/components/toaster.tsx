import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@repute/shared';
import { IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import classes from './toaster.module.css';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toast: ToastInput & { id: number }) => void;
const listeners = new Set<Listener>();
const storeListeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();
let toasts: ToastItem[] = [];
let nextId = 1;

function emit() {
  for (const listener of storeListeners) listener();
}

/** SPEC sections 4 and 9: at most one toast; a new one replaces the old. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const item: ToastItem = { ...input, id: nextId++, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  for (const listener of listeners) listener(item);
  return { id: item.id, dismiss: () => dismissToast(item.id) };
}

/** Closes a toast; it is removed from memory after SPEC's 1,000,000 ms. */
export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribeStore(listener: () => void) {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribeStore,
    () => toasts,
    () => toasts,
  );
}

/** Mounted once at the root: the F8-focusable notification area in the bottom-right corner. */
export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DURATION_MS}
    >
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={classes.root}
          data-variant={item.variant ?? 'default'}
          data-testid="toast"
        >
          <div className={classes.body}>
            <ToastPrimitive.Title className={classes.title}>{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className={classes.description}>
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className={classes.close} aria-label="Close notification">
            <IconX size={16} aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={classes.viewport} />
    </ToastPrimitive.Provider>
  );
}
