import { NotYetAvailable } from '../../components/not-yet-available';

export default function NarrativePage() {
  return (
    <NotYetAvailable
      title={'Narrative development'}
      description={'Messages and narratives to build on.'}
    />
  );
}
