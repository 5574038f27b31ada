import { CardGrid } from '../../components/dashboard/dashboard-layout';
import { BrandPageFrame } from './brand-page-frame';
import { DemographicsCard } from './components/demographics-card';

export default function BrandDemographicsPage() {
  return (
    <BrandPageFrame
      title="Brand demographics"
      description={(name) =>
        `${name} by age, gender, region and stakeholder group: reputation, NPS and awareness per segment.`
      }
    >
      <CardGrid>
        <DemographicsCard initialBy="age_band" />
        <DemographicsCard initialBy="gender" />
        <DemographicsCard initialBy="region" />
        <DemographicsCard initialBy="stakeholder_group" />
      </CardGrid>
    </BrandPageFrame>
  );
}
