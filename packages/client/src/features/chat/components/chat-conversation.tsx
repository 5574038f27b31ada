import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Markdown } from '../../../components/markdown';
import { useCurrentCustomer } from '../../../lib/current-customer';
import type { ChatMessage } from '../chat-history';
import { CHAT_TEXTS, SUGGESTED_QUESTIONS } from '../chat-texts';
import { useChat } from '../use-chat';
import { ChatStatusBadge } from './chat-status-badge';
import classes from './chat.module.css';

export interface ChatConversationProps {
  /** 'panel' sits under the shell's own 'Chat' header; 'page' shows the title itself. */
  variant?: 'panel' | 'page' | 'overlay' | 'sidebar';
}

function MessageBubble({ message }: { message: Pick<ChatMessage, 'content' | 'sender'> }) {
  return (
    <div className={classes.row} data-sender={message.sender}>
      <div
        className={classes.bubble}
        data-sender={message.sender}
        data-testid={`chat-message-${message.sender}`}
      >
        {message.sender === 'assistant' ? (
          <Markdown className={classes.markdown}>{message.content}</Markdown>
        ) : (
          message.content
        )}
      </div>
    </div>
  );
}

/**
 * The chat panel's content (SPEC sections 2, 4, 5, 8): header badge, messages, input, send.
 * Enter sends, Shift+Enter starts a new line; empty input and pending replies block sending.
 */
export function ChatConversation({ variant = 'panel' }: ChatConversationProps) {
  const { customer } = useCurrentCustomer();
  const customerId = customer?.id ?? null;
  const { messages, streaming, pending, send } = useChat(customerId, customer?.name ?? null);
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const canSend = draft.trim().length > 0 && !pending && customerId !== null;

  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, streaming]);

  const submit = (text = draft) => {
    if (send(text)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) submit();
    }
  };

  const onlyWelcome = messages.length === 1 && messages[0]?.id === 'welcome';

  return (
    <Box className={classes.root} data-testid="chat-conversation" data-variant={variant}>
      <Group justify="space-between" px="md" py={6} className={classes.statusBar} wrap="nowrap">
        {variant === 'page' ? (
          <Title order={2} size="h4">
            Chat
          </Title>
        ) : (
          <Text size="xs" c="dimmed" truncate>
            {customer ? customer.name : 'No customer selected'}
          </Text>
        )}
        <ChatStatusBadge customerId={customerId} />
      </Group>

      <ScrollArea
        className={classes.list}
        viewportRef={viewport}
        type="auto"
        offsetScrollbars
        // Keyboard users can scroll the history too.
        viewportProps={{ tabIndex: 0 }}
      >
        <Stack
          gap="sm"
          p="md"
          role="log"
          aria-live="polite"
          aria-label="Chat messages"
          aria-busy={pending}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {streaming !== null ? (
            streaming ? (
              <MessageBubble message={{ content: streaming, sender: 'assistant' }} />
            ) : (
              <Group gap="xs" data-testid="chat-thinking">
                <Loader size="xs" type="dots" />
                <Text size="sm" c="dimmed">
                  Analysing your data…
                </Text>
              </Group>
            )
          ) : null}
          {onlyWelcome && customerId !== null ? (
            <Group gap={6} mt="xs">
              {SUGGESTED_QUESTIONS.map((question) => (
                <Button
                  key={question}
                  size="compact-xs"
                  variant="default"
                  radius="xl"
                  onClick={() => submit(question)}
                  disabled={pending}
                >
                  {question}
                </Button>
              ))}
            </Group>
          ) : null}
        </Stack>
      </ScrollArea>

      <Group gap="xs" p="sm" className={classes.composer} align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={5}
          placeholder={customerId === null ? 'Select a customer to chat' : CHAT_TEXTS.placeholder}
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={customerId === null}
        />
        <ActionIcon
          size={36}
          radius="md"
          variant="filled"
          aria-label="Send message"
          onClick={() => submit()}
          loading={pending}
          disabled={!pending && !canSend}
          data-testid="chat-send"
          data-pending={pending || undefined}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
