import { Badge } from '@mantine/core';
import { CHAT_CONTEXT_STALE_MS } from '@repute/shared';
import { trpc } from '../../../lib/trpc';
import { CHAT_TEXTS } from '../chat-texts';

/**
 * SPEC section 4: 'Data Connected' when the context reports hasData, otherwise 'Online'. The
 * context is fetched only while this badge is on screen (panel open or sidebar mode) and a
 * customer is known; cached 5 minutes, no refetch on focus or mount.
 */
export function ChatStatusBadge({ customerId }: { customerId: number | null }) {
  const context = trpc.chat.context.useQuery(
    { customerId: customerId ?? undefined },
    {
      enabled: customerId !== null,
      staleTime: CHAT_CONTEXT_STALE_MS,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    },
  );
  const connected = context.data?.hasData === true;
  return (
    <Badge
      variant="light"
      color={connected ? 'green' : 'gray'}
      size="sm"
      data-testid="chat-badge"
      title={
        connected
          ? `${context.data?.datasets.length ?? 0} datasets available to the assistant`
          : undefined
      }
    >
      {connected ? CHAT_TEXTS.badgeConnected : CHAT_TEXTS.badgeOnline}
    </Badge>
  );
}
