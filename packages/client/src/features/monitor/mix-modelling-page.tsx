import { NotYetAvailable } from '../../components/not-yet-available';

export default function MixModellingPage() {
  return (
    <NotYetAvailable
      title={'Communications mix modelling'}
      description={'Channel spend, adstock and response curves.'}
    />
  );
}
