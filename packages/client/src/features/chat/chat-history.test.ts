import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boundedHistory,
  conversationHistory,
  historyKey,
  loadHistory,
  nextMessageId,
  saveHistory,
  type ChatMessage,
} from './chat-history';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const message = (id: string, sender: ChatMessage['sender'], content: string): ChatMessage => ({
  id,
  sender,
  content,
  timestamp: new Date('2026-11-01T10:00:00Z'),
});

describe('chat history storage', () => {
  it('keys history per customer id, with the default key as fallback', () => {
    expect(historyKey(7)).toBe('chat-history-7');
    expect(historyKey(null)).toBe('chat-history-default');
    expect(historyKey(undefined)).toBe('chat-history-default');
  });

  it('seeds the welcome message when nothing is stored', () => {
    const [first, ...rest] = loadHistory(7, "Grill'd");
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ id: 'welcome', sender: 'assistant' });
    expect(first?.content).toContain("Grill'd");
  });

  it('round-trips messages with their dates, per customer', () => {
    const messages = [
      message('welcome', 'assistant', 'Hi'),
      message('1700000000000', 'user', 'Score?'),
    ];
    saveHistory(7, messages);
    saveHistory(null, [message('welcome', 'assistant', 'Default')]);
    expect(loadHistory(7)).toEqual(messages);
    expect(loadHistory(8)[0]?.id).toBe('welcome');
    expect(loadHistory(null)[0]?.content).toBe('Default');
  });

  it('logs and falls back to the welcome message when stored history cannot be read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['{not json', '{"a":1}', '[{"id":1}]', '[]']) {
      window.localStorage.setItem('chat-history-7', bad);
      const loaded = loadHistory(7);
      expect(loaded).toHaveLength(1);
      expect(loaded[0]?.id).toBe('welcome');
    }
    expect(log).toHaveBeenCalled();
  });

  it('only logs when storage refuses to save', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveHistory(7, [message('welcome', 'assistant', 'Hi')])).not.toThrow();
    expect(log).toHaveBeenCalledWith('Failed to save chat history', expect.any(Error));
  });

  it('sends the earlier turns as role and content, bounded for the stream', () => {
    const messages = [
      message('welcome', 'assistant', 'Hi'),
      message('1', 'user', 'x'.repeat(2000)),
    ];
    expect(conversationHistory(messages)).toEqual([
      { role: 'assistant', content: 'Hi' },
      { role: 'user', content: 'x'.repeat(2000) },
    ]);
    const bounded = boundedHistory(messages, 8, 800);
    expect(bounded[1]?.content).toHaveLength(801);
    expect(
      boundedHistory(Array.from({ length: 20 }, (_, i) => message(String(i), 'user', 'q'))),
    ).toHaveLength(8);
  });

  it('makes unique timestamp ids', () => {
    const future = String(Date.now() + 10_000);
    expect(Number(nextMessageId([message(future, 'user', 'a')]))).toBe(Number(future) + 1);
    expect(nextMessageId([message('welcome', 'assistant', 'a')])).toMatch(/^\d+$/);
  });
});
