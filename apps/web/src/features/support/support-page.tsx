// /support: my support tickets (being built: the coming-soon state meanwhile).
import { ComingSoonPage } from '../shell/coming-soon-page';

export function SupportPage() {
  return <ComingSoonPage name="Support" />;
}
