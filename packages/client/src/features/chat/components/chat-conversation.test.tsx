import { MantineProvider } from '@mantine/core';
import type { AppRouter } from '@repute/server/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToasts, type ToastInput } from '../../../components/toaster';
import { CurrentCustomerContextProvider } from '../../../lib/current-customer';
import { trpc } from '../../../lib/trpc';
import { ChatTransportContext, type ChatTransport } from '../chat-transport';
import { resetChatStore } from '../chat-store';
import { CHAT_TEXTS } from '../chat-texts';
import { ChatConversation } from './chat-conversation';

const customer = { id: 7, code: 'GRILLD', name: "Grill'd", industry: 'Restaurants' };

function contextLink(hasData: boolean): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.path === 'chat.context') {
          observer.next({
            result: {
              type: 'data',
              data: {
                hasData,
                datasets: [],
                customer: { id: 7, name: "Grill'd" },
                assistant: 'analyst',
              },
            },
          });
          observer.complete();
        } else {
          observer.error(TRPCClientError.from(new Error(`unexpected ${op.path}`)));
        }
      });
}

function renderChat(
  transport: ChatTransport,
  { hasData = true, twice = false }: { hasData?: boolean; twice?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = trpc.createClient({ links: [contextLink(hasData)] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <CurrentCustomerContextProvider
            value={{
              customer,
              customers: [customer],
              isLoading: false,
              error: null,
              selectCustomer: () => {},
            }}
          >
            <ChatTransportContext.Provider value={transport}>
              {children}
            </ChatTransportContext.Provider>
          </CurrentCustomerContextProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return render(
    twice ? (
      <>
        <ChatConversation variant="page" />
        <ChatConversation />
      </>
    ) : (
      <ChatConversation />
    ),
    { wrapper },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  window.localStorage.clear();
  resetChatStore();
});

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Typing with user-event is slow on a busy machine; the default 5 s is too tight.
describe('ChatConversation', { timeout: 20_000 }, () => {
  it("shows the welcome message and the 'Data Connected' badge", async () => {
    renderChat(vi.fn());
    expect(screen.getByTestId('chat-message-assistant').textContent).toContain("Grill'd");
    await waitFor(() =>
      expect(screen.getByTestId('chat-badge').textContent).toBe('Data Connected'),
    );
  });

  it("shows 'Online' when the context has no data", async () => {
    renderChat(vi.fn(), { hasData: false });
    await waitFor(() => expect(screen.getByTestId('chat-badge').textContent).toBe('Online'));
  });

  it('blocks empty and whitespace-only messages with the send button disabled', async () => {
    const transport = vi.fn<ChatTransport>();
    renderChat(transport);
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Message'), '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends on Enter, not on Shift+Enter, blocks while waiting and streams the answer', async () => {
    const reply = deferred<string>();
    let onDelta: (text: string) => void = () => {};
    const transport = vi.fn<ChatTransport>((_req, delta) => {
      onDelta = delta;
      return reply.promise;
    });
    renderChat(transport);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Message');
    await user.type(input, 'What is our score?{Shift>}{Enter}{/Shift}');
    expect(transport).not.toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe('What is our score?\n');
    await user.type(input, 'Overall please{Enter}');
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]?.[0]).toMatchObject({
      message: 'What is our score?\nOverall please',
      customerId: 7,
      conversationHistory: [{ role: 'assistant' }],
    });
    expect((input as HTMLTextAreaElement).value).toBe('');
    const send = screen.getByTestId('chat-send');
    expect(send.hasAttribute('data-loading')).toBe(true);
    expect(screen.queryByTestId('chat-thinking')).not.toBeNull();

    await user.type(input, 'second{Enter}');
    expect(transport).toHaveBeenCalledTimes(1);

    act(() => onDelta('**Score: 7'));
    expect(screen.getAllByTestId('chat-message-assistant').at(-1)?.textContent).toContain(
      'Score: 7',
    );
    await act(async () => reply.resolve('**Score: 72.4**'));
    await waitFor(() => expect(send.hasAttribute('data-loading')).toBe(false));
    const answers = screen.getAllByTestId('chat-message-assistant');
    expect(answers.at(-1)?.querySelector('strong')?.textContent).toBe('Score: 72.4');
    const stored = JSON.parse(window.localStorage.getItem('chat-history-7') ?? '[]') as {
      sender: string;
    }[];
    expect(stored.map((m) => m.sender)).toEqual(['assistant', 'user', 'assistant']);
  });

  it("shows SPEC's connection message and the 'Connection Error' toast on failure", async () => {
    const toasts: ToastInput[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderChat(() => Promise.reject(new Error('500: boom')));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'hello{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-message-assistant').at(-1)?.textContent).toBe(
        CHAT_TEXTS.connectionFailure,
      ),
    );
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: 'Connection Error',
        description: 'Unable to reach AI service. Please try again.',
        variant: 'destructive',
      }),
    );
    stop();
  });

  it("shows SPEC's no-response message when the reply is empty", async () => {
    renderChat(() => Promise.resolve('  '));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'hello{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-message-assistant').at(-1)?.textContent).toBe(
        "I apologize, but I'm having trouble generating a response right now.",
      ),
    );
  });

  it('restores the stored history of the customer', () => {
    window.localStorage.setItem(
      'chat-history-7',
      JSON.stringify([
        { id: 'welcome', content: 'Hi', sender: 'assistant', timestamp: '2026-11-01T10:00:00Z' },
        { id: '1', content: 'Earlier question', sender: 'user', timestamp: '2026-11-01T10:01:00Z' },
      ]),
    );
    renderChat(vi.fn());
    expect(screen.getByTestId('chat-message-user').textContent).toBe('Earlier question');
  });

  it('shows one conversation in the panel and on the page at once', async () => {
    renderChat(() => Promise.resolve('Shared answer'), { twice: true });
    const user = userEvent.setup();
    const [pageInput] = screen.getAllByRole('textbox', { name: 'Message' });
    await user.type(pageInput!, 'Shared question{Enter}');
    await waitFor(() => expect(screen.getAllByText('Shared answer')).toHaveLength(2));
    expect(screen.getAllByText('Shared question')).toHaveLength(2);
  });
});
