import { NotYetAvailable } from '../../components/not-yet-available';

export default function ChannelPerformancePage() {
  return (
    <NotYetAvailable
      title={'Channel performance'}
      description={'Reach, engagement and sentiment by channel.'}
    />
  );
}
