import { EmptyState } from '../../components/empty-state';

export default function SocialIntelligencePage() {
  return (
    <EmptyState
      title={'Social intelligence'}
      description={'Volume, engagement and sentiment across social platforms.'}
    />
  );
}
