import { BrandPageFrame } from './brand-page-frame';
import { ScorecardCard } from './components/scorecard-card';

export default function BrandScorecardPage() {
  return (
    <BrandPageFrame
      title="Brand scorecard"
      description={(name) =>
        `Every KPI for ${name} in one table, with the change on the previous period and whether it is significant.`
      }
    >
      <ScorecardCard />
    </BrandPageFrame>
  );
}
