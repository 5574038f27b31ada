import { NotYetAvailable } from '../../components/not-yet-available';

export default function PdfExportPage() {
  return <NotYetAvailable title={'PDF export'} description={'Export dashboards as PDF.'} />;
}
