import { CardGrid } from '../../components/dashboard/dashboard-layout';
import { ALL_BRANDS_FILTERS, BrandPageFrame } from './brand-page-frame';
import { ImageryMapCard, ImageryTableCard } from './components/imagery-cards';

export default function BrandImageryPage() {
  return (
    <BrandPageFrame
      title="Brand imagery"
      show={ALL_BRANDS_FILTERS}
      description={(name) =>
        `Which attributes people associate with ${name} and its competitors, and the correspondence-analysis map of brands and attributes.`
      }
    >
      <CardGrid>
        <ImageryMapCard />
        <ImageryTableCard />
      </CardGrid>
    </BrandPageFrame>
  );
}
