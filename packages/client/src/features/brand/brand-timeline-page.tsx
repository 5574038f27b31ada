import { BrandPageFrame } from './brand-page-frame';
import { BrandTimelineCard } from './components/brand-timeline-card';

export default function BrandTimelinePage() {
  return (
    <BrandPageFrame
      title="Brand timeline"
      description={(name) =>
        `${name}'s brand KPIs month by month, with the events that moved them.`
      }
    >
      <BrandTimelineCard withEvents />
    </BrandPageFrame>
  );
}
