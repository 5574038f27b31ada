import { NotYetAvailable } from '../../components/not-yet-available';

export default function DownloadsPage() {
  return (
    <NotYetAvailable title={'Downloads'} description={'Exports and reports ready to download.'} />
  );
}
