// /cabinet: my cabinets and the invitations addressed to me (being built: the coming-soon state meanwhile).
import { ComingSoonPage } from '../../shell/coming-soon-page';

export function CabinetsPage() {
  return <ComingSoonPage name="Cabinet" />;
}
