import { EmptyState } from '../../components/empty-state';

export default function ConnectDataPage() {
  return (
    <EmptyState
      title={"Connect data"}
      description={"Upload survey and media files or connect Typeform, RSS feeds and webhooks."}
    />
  );
}
