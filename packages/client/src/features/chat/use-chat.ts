import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/toaster';
import {
  boundedHistory,
  loadHistory,
  nextMessageId,
  saveHistory,
  type ChatMessage,
} from './chat-history';
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
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    loadHistory(customerId, customerName),
  );
  const [loadedFor, setLoadedFor] = useState<number | null>(customerId);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  // The customer on screen now; an answer for a customer no longer shown is dropped.
  const shownCustomer = useRef(customerId);
  shownCustomer.current = customerId;

  // Loaded once the customer id is known, and again when the customer changes.
  if (loadedFor !== customerId) {
    setLoadedFor(customerId);
    setMessages(loadHistory(customerId, customerName));
    setStreaming(null);
  }

  useEffect(() => {
    if (loadedFor === customerId) saveHistory(customerId, messages);
  }, [customerId, loadedFor, messages]);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || pendingRef.current || !customerId) return false;
      const history = boundedHistory(messages);
      const user: ChatMessage = {
        id: nextMessageId(messages),
        content: text,
        sender: 'user',
        timestamp: new Date(),
      };
      setMessages((current) => [...current, user]);
      pendingRef.current = true;
      setPending(true);
      setStreaming('');
      const reply = (content: string) => {
        const answer = (list: ChatMessage[]): ChatMessage[] => [
          ...list,
          { id: nextMessageId(list), content, sender: 'assistant', timestamp: new Date() },
        ];
        // Switched customer meanwhile: the answer still belongs in the asking customer's history.
        if (shownCustomer.current !== customerId)
          saveHistory(customerId, answer(loadHistory(customerId)));
        else setMessages(answer);
      };
      transport({ message: text, customerId, conversationHistory: history }, (partial) => {
        if (shownCustomer.current === customerId) setStreaming(partial);
      })
        .then((answer) => {
          reply(answer.trim() ? answer : CHAT_TEXTS.noResponse);
        })
        .catch((error: unknown) => {
          console.error('Chat request failed', error);
          reply(CHAT_TEXTS.connectionFailure);
          toast({
            title: CHAT_TEXTS.toastTitle,
            description: CHAT_TEXTS.toastDescription,
            variant: 'destructive',
          });
        })
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
          setStreaming(null);
        });
      return true;
    },
    [customerId, messages, transport],
  );

  return { messages, streaming, pending, send };
}
