import { EmptyState } from '../../components/empty-state';

export default function ChannelPerformancePage() {
  return (
    <EmptyState
      title={'Channel performance'}
      description={'Reach, engagement and sentiment by channel.'}
    />
  );
}
