import { NotYetAvailable } from '../../components/not-yet-available';

export default function StrategyPage() {
  return (
    <NotYetAvailable
      title={'Communications strategy'}
      description={'Recommendations derived from drivers and themes.'}
    />
  );
}
