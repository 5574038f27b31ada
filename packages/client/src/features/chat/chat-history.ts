/**
 * SPEC sections 3 and 4: chat history per customer in local storage, a default key when no
 * customer id is known, the welcome message when nothing (readable) is stored. Failures to read
 * or write are only logged.
 */
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { welcomeText } from './chat-texts';

export interface ChatMessage {
  /** A timestamp, or 'welcome' for the first message. */
  id: string;
  content: string;
  sender: 'user' | 'assistant';
  timestamp: Date;
}

export function historyKey(customerId: number | null | undefined): string {
  return customerId
    ? `${STORAGE_KEYS.chatHistoryPrefix}${customerId}`
    : STORAGE_KEYS.chatHistoryDefault;
}

export function welcomeMessage(customerName?: string | null): ChatMessage {
  return {
    id: 'welcome',
    content: welcomeText(customerName),
    sender: 'assistant',
    timestamp: new Date(),
  };
}

function isStoredMessage(
  value: unknown,
): value is { id: string; content: string; sender: string; timestamp: string } {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.content === 'string' &&
    (v.sender === 'user' || v.sender === 'assistant') &&
    (typeof v.timestamp === 'string' || typeof v.timestamp === 'number')
  );
}

export function loadHistory(
  customerId: number | null | undefined,
  customerName?: string | null,
): ChatMessage[] {
  try {
    const raw = window.localStorage.getItem(historyKey(customerId));
    if (!raw) return [welcomeMessage(customerName)];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isStoredMessage)) {
      throw new Error('Stored chat history is not a list of messages');
    }
    return parsed.map((m) => ({
      id: m.id,
      content: m.content,
      sender: m.sender as ChatMessage['sender'],
      timestamp: new Date(m.timestamp),
    }));
  } catch (error) {
    console.error('Failed to load chat history', error);
    return [welcomeMessage(customerName)];
  }
}

export function saveHistory(
  customerId: number | null | undefined,
  messages: readonly ChatMessage[],
): void {
  try {
    window.localStorage.setItem(
      historyKey(customerId),
      JSON.stringify(messages.map((m) => ({ ...m, timestamp: m.timestamp.toISOString() }))),
    );
  } catch (error) {
    console.error('Failed to save chat history', error);
  }
}

/** SPEC section 7: the turns before the new message, as role and content. */
export function conversationHistory(messages: readonly ChatMessage[]) {
  return messages.map((m) => ({ role: m.sender, content: m.content }));
}

/**
 * The subscription's input travels in the URL, so its history is bounded: recent turns, each
 * cut to a length that keeps the request line well under server header limits.
 */
export function boundedHistory(messages: readonly ChatMessage[], turns = 8, chars = 800) {
  return conversationHistory(messages.slice(-turns)).map((turn) => ({
    role: turn.role,
    content: turn.content.length > chars ? `${turn.content.slice(0, chars)}…` : turn.content,
  }));
}

/** A timestamp id that stays unique when two messages share a millisecond. */
export function nextMessageId(messages: readonly ChatMessage[]): string {
  let id = Date.now();
  const last = Number(messages.at(-1)?.id);
  if (Number.isFinite(last) && id <= last) id = last + 1;
  return String(id);
}
