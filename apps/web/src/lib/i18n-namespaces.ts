// The namespaces the app shell needs before its first render: the layouts' texts (header, navigation, notifications,
// the goodbye notice) and the helpers every screen uses (errors:codes, errors:validation, profile:form.invalidField).
// A page's own namespaces load with the page (routes/lazy-page.ts). Kept apart from i18n.ts, which starts i18next, so
// the browser test of the script budgets (e2e/budgets.spec.ts) can count these files in the shell.
import type { TNamespace } from '@praxiform/i18n';

export const SHELL_NAMESPACES = ['common', 'errors', 'profile', 'submissions'] as const satisfies readonly TNamespace[];

/** What the guest pages' layouts and forms need before their first render (guest-main.tsx): no app screen's texts. */
export const GUEST_SHELL_NAMESPACES = ['common', 'errors', 'profile'] as const satisfies readonly TNamespace[];
