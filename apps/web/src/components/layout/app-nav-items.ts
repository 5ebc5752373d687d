// Entries of the logged-in navigation and the rule that marks the current one.
import { Building2, FileText, Hourglass, House, LifeBuoy, MailX, Megaphone, ShieldCheck, Store, Users, type LucideIcon } from 'lucide-react';

export type TNavItem = {
  to: string;
  /** A key of common, or `<namespace>:<key>` for a text kept in another namespace (loaded with the list, app-nav.tsx). */
  label: string;
  icon: LucideIcon;
  /** Other path prefixes that belong to this entry (a patient page belongs to "patients"). */
  alsoActiveOn?: readonly string[];
  /** Prefixes inside `alsoActiveOn` that belong to another entry (/forms/pending is the waiting room, not a template). */
  exceptOn?: readonly string[];
};

export const MAIN_NAV: readonly TNavItem[] = [
  { to: '/home', label: 'nav.home', icon: House },
  // Editing a patient's answers (/forms/submissions/:id/edit) is part of the patient's file.
  { to: '/dashboard', label: 'nav.patients', icon: Users, alsoActiveOn: ['/patients', '/forms/submissions'] },
  { to: '/forms/pending', label: 'nav.waitingRoom', icon: Hourglass },
  // /forms/create and /forms/:id/edit are the builder of a form (a private template).
  { to: '/templates', label: 'nav.templates', icon: FileText, alsoActiveOn: ['/forms'], exceptOn: ['/forms/pending', '/forms/submissions'] },
  { to: '/market', label: 'nav.market', icon: Store },
  { to: '/cabinet', label: 'nav.cabinet', icon: Building2 },
  { to: '/support', label: 'nav.support', icon: LifeBuoy },
];

export const ADMIN_NAV: readonly TNavItem[] = [
  { to: '/admin/users', label: 'nav.adminUsers', icon: ShieldCheck },
  { to: '/admin/support', label: 'nav.adminSupport', icon: LifeBuoy },
  { to: '/admin/announcements', label: 'nav.adminAnnouncements', icon: Megaphone },
  { to: '/admin/mails', label: 'admin:nav.failedMails', icon: MailX },
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether `item` is the current entry for a prefix-less path. */
export function isNavItemActive(path: string, item: TNavItem): boolean {
  if (under(path, item.to)) return true;
  if ((item.exceptOn ?? []).some((prefix) => under(path, prefix))) return false;
  return (item.alsoActiveOn ?? []).some((prefix) => under(path, prefix));
}
