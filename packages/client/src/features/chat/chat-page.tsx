import { Grid, Paper } from '@mantine/core';
import { EmptyState } from '../../components/empty-state';
import { useCurrentCustomer } from '../../lib/current-customer';
import { AssistantDatasetsCard } from './components/assistant-datasets-card';
import { ChatConversation } from './components/chat-conversation';

/** /chat, /insights-assistant, /custom-engine-chat and the custom-engine home tab. */
export default function ChatPage() {
  const { customer, isLoading } = useCurrentCustomer();
  if (!customer && !isLoading) {
    return (
      <EmptyState
        title="Chat"
        description="Select a customer to ask the assistant about its reputation data."
      />
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Paper
          withBorder
          radius="md"
          h="calc(100dvh - 9rem)"
          mih={420}
          style={{ overflow: 'hidden', display: 'flex' }}
        >
          <ChatConversation variant="page" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {customer ? <AssistantDatasetsCard customerId={customer.id} /> : null}
      </Grid.Col>
    </Grid>
  );
}
