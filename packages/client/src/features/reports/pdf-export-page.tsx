import { EmptyState } from '../../components/empty-state';

export default function PdfExportPage() {
  return <EmptyState title={'PDF export'} description={'Export dashboards as PDF.'} />;
}
