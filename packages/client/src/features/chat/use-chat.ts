import { useCallback } from 'react';
import { toast } from '../../components/toaster';
import { boundedHistory, nextMessageId, type ChatMessage } from './chat-history';
import { useChatEntry, getChatEntry, updateChatEntry } from './chat-store';
import { CHAT_TEXTS } from './chat-texts';
import { useStreamingTransport } from './chat-transport';

export interface ChatState {
  messages: ChatMessage[];
  /** The answer as it is being written; null when nothing is pending. */
  streaming: string | null;
  pending: boolean;
  send: (text: string) => boolean;
}

/** SPEC section 4: idle -> waiting -> idle; history per customer, saved on every change. */
export function useChat(customerId: number | null, customerName: string | null): ChatState {
  const transport = useStreamingTransport();
  const { messages, streaming, pending } = useChatEntry(customerId, customerName);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || !customerId) return false;
      const before = getChatEntry(customerId, customerName);
      if (before.pending) return false;
      const history = boundedHistory(before.messages);
      const user: ChatMessage = {
        id: nextMessageId(before.messages),
        content: text,
        sender: 'user',
        timestamp: new Date(),
      };
      updateChatEntry(customerId, (entry) => ({
        messages: [...entry.messages, user],
        pending: true,
        streaming: '',
      }));
      const finish = (content: string) =>
        updateChatEntry(customerId, (entry) => ({
          messages: [
            ...entry.messages,
            {
              id: nextMessageId(entry.messages),
              content,
              sender: 'assistant',
              timestamp: new Date(),
            },
          ],
          pending: false,
          streaming: null,
        }));
      transport({ message: text, customerId, conversationHistory: history }, (partial) =>
        updateChatEntry(customerId, () => ({ streaming: partial })),
      )
        .then((answer) => finish(answer.trim() ? answer : CHAT_TEXTS.noResponse))
        .catch((error: unknown) => {
          console.error('Chat request failed', error);
          finish(CHAT_TEXTS.connectionFailure);
          toast({
            title: CHAT_TEXTS.toastTitle,
            description: CHAT_TEXTS.toastDescription,
            variant: 'destructive',
          });
        });
      return true;
    },
    [customerId, customerName, transport],
  );

  return { messages, streaming, pending, send };
}
