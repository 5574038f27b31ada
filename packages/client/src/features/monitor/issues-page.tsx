import { NotYetAvailable } from '../../components/not-yet-available';

export default function IssuesPage() {
  return (
    <NotYetAvailable title={'Issues'} description={'Emerging issues in coverage and comments.'} />
  );
}
