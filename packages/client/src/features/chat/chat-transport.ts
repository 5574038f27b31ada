import { createContext, useContext } from 'react';
import { trpc } from '../../lib/trpc';

export interface ChatRequest {
  message: string;
  customerId: number;
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
}

/** Sends a question; calls onDelta as the answer is written and resolves with the whole text. */
export type ChatTransport = (
  request: ChatRequest,
  onDelta: (text: string) => void,
) => Promise<string>;

/** Lets tests (and, later, other surfaces) swap how questions are sent. */
export const ChatTransportContext = createContext<ChatTransport | null>(null);

export class ChatConnectionError extends Error {}

/** The default transport: the chat.stream subscription (server-sent events). */
export function useStreamingTransport(): ChatTransport {
  const utils = trpc.useUtils();
  const injected = useContext(ChatTransportContext);
  if (injected) return injected;
  return (request, onDelta) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        subscription.unsubscribe();
        fn();
      };
      const subscription = utils.client.chat.stream.subscribe(request, {
        onData: (chunk) => {
          if (chunk.type === 'delta') {
            text += chunk.text;
            onDelta(text);
          } else {
            finish(() => resolve(text));
          }
        },
        onError: (error) => finish(() => reject(new ChatConnectionError(error.message))),
        onComplete: () => finish(() => resolve(text)),
        // A dropped connection would otherwise be retried forever while the person waits.
        onConnectionStateChange: (state) => {
          if (state.state === 'connecting' && state.error) {
            finish(() =>
              reject(new ChatConnectionError(state.error?.message ?? 'Connection lost')),
            );
          }
        },
      });
    });
}
