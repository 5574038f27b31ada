/**
 * One conversation per customer for the whole page: the docked panel and the /chat page show
 * the same messages and the same pending state. Loaded from storage on first use, saved back
 * on every change of the message list.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { loadHistory, saveHistory, type ChatMessage } from './chat-history';

export interface ChatEntry {
  messages: ChatMessage[];
  /** The answer as it is being written; null when nothing is pending. */
  streaming: string | null;
  pending: boolean;
}

const entries = new Map<string, ChatEntry>();
const listeners = new Set<() => void>();

const keyOf = (customerId: number | null) => String(customerId ?? 'default');

export function getChatEntry(customerId: number | null, customerName: string | null): ChatEntry {
  const key = keyOf(customerId);
  let entry = entries.get(key);
  if (!entry) {
    entry = { messages: loadHistory(customerId, customerName), streaming: null, pending: false };
    entries.set(key, entry);
  }
  return entry;
}

export function updateChatEntry(
  customerId: number | null,
  change: (entry: ChatEntry) => Partial<ChatEntry>,
): void {
  const current = getChatEntry(customerId, null);
  const next = { ...current, ...change(current) };
  entries.set(keyOf(customerId), next);
  if (next.messages !== current.messages) saveHistory(customerId, next.messages);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatEntry(customerId: number | null, customerName: string | null): ChatEntry {
  const read = useCallback(
    () => getChatEntry(customerId, customerName),
    [customerId, customerName],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** Tests start from storage again. */
export function resetChatStore(): void {
  entries.clear();
}
