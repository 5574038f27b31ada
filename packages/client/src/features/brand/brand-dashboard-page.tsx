import { CardGrid } from '../../components/dashboard/dashboard-layout';
import { BrandPageFrame } from './brand-page-frame';
import { BrandTimelineCard } from './components/brand-timeline-card';
import { FunnelComparisonCard, OwnFunnelCard } from './components/funnel-cards';
import { ImageryMapCard } from './components/imagery-cards';
import { NpsCard } from './components/nps-card';
import { ScorecardCard } from './components/scorecard-card';
import { DemographicsCard } from './components/demographics-card';

export default function BrandDashboardPage() {
  return (
    <BrandPageFrame
      title="Brand"
      description={(name) =>
        `${name}: the brand funnel against competitors, imagery, NPS, who thinks what, and every KPI on one scorecard.`
      }
    >
      <CardGrid>
        <OwnFunnelCard />
        <FunnelComparisonCard metric="conversion" />
      </CardGrid>
      <CardGrid>
        <NpsCard />
        <ImageryMapCard />
      </CardGrid>
      <ScorecardCard />
      <CardGrid>
        <DemographicsCard />
        <BrandTimelineCard />
      </CardGrid>
    </BrandPageFrame>
  );
}
