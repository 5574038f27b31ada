import { EmptyState } from '../../components/empty-state';

export default function ChatPage() {
  return (
    <EmptyState
      title={'Chat'}
      description={"Ask the assistant about the selected customer's reputation data."}
    />
  );
}
