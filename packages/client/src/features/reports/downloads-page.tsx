import { EmptyState } from '../../components/empty-state';

export default function DownloadsPage() {
  return <EmptyState title={'Downloads'} description={'Exports and reports ready to download.'} />;
}
