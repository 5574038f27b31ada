import { NotYetAvailable } from '../../components/not-yet-available';

export default function CustomAnalyticsPage() {
  return (
    <NotYetAvailable
      title={'Custom analytics'}
      description={"Build your own cuts of the selected customer's data."}
    />
  );
}
