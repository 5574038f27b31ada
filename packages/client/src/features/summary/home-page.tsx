import SummaryPage from './summary-page';

/** /home: the selected customer's overview (score, trend, drivers, themes). */
export default function HomePage() {
  return <SummaryPage />;
}
