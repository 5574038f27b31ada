/**
 * Provisional toast API; the shell issue implements SPEC's toasts (one at a time, 5000 ms,
 * swipe right 50 px, F8) behind this same signature.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type Listener = (toast: ToastInput & { id: number }) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function toast(input: ToastInput): void {
  const item = { ...input, id: nextId++ };
  for (const listener of listeners) listener(item);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
