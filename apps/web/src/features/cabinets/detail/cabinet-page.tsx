// /cabinet/{id}: one cabinet's members, invitations and shared templates (being built: the coming-soon state meanwhile).
import { ComingSoonPage } from '../../shell/coming-soon-page';

export function CabinetPage() {
  return <ComingSoonPage name="CabinetDetail" />;
}
