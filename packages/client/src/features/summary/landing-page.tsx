import SummaryPage from './summary-page';

/** /landing: where a signed-in user starts: the selected customer's summary. */
export default function LandingPage() {
  return <SummaryPage />;
}
