// /admin/users: the users, their roles and the statistics (being built: the coming-soon state meanwhile).
import { ComingSoonPage } from '../../shell/coming-soon-page';

export function AdminUsersPage() {
  return <ComingSoonPage name="admin-users" />;
}
