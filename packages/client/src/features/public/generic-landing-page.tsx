import { LandingView } from './landing-view';

/** /generic-landing: the same page with neutral, unbranded wording. */
export default function GenericLandingPage() {
  return <LandingView variant="generic" />;
}
