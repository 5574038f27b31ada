import { CardGrid } from '../../components/dashboard/dashboard-layout';
import { ALL_BRANDS_FILTERS, BrandPageFrame } from './brand-page-frame';
import { FunnelComparisonCard, OwnFunnelCard } from './components/funnel-cards';

export default function BrandFunnelPage() {
  return (
    <BrandPageFrame
      title="Brand funnel"
      show={ALL_BRANDS_FILTERS}
      description={(name) =>
        `${name} against its competitors: awareness through to recommendation, each stage as a share of the total base, and the conversion from one stage to the next.`
      }
    >
      <CardGrid>
        <OwnFunnelCard />
        <FunnelComparisonCard metric="share" />
      </CardGrid>
      <FunnelComparisonCard metric="conversion" />
    </BrandPageFrame>
  );
}
