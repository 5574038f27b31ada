import { LandingView } from './landing-view';

/** / and /branded-landing: the branded landing page (SPEC section 2). */
export default function LandingPage() {
  return <LandingView variant="branded" />;
}
