// The SPA's route table as data (docs/product.md#routes): names, path patterns by access rule, and isKnownPath, which
// says whether the SPA shows a page other than the not-found page, so the server can answer unknown paths with 404.
// Patterns use react-router's syntax: `:param` is one segment, a final `*` the rest of the path.
import { isLocale } from './constants';

/** Route names: they key the page titles (common:pages.<name>) and may carry a locale prefix in the SPA (fr-Home). */
export const ROUTE_NAMES = [
  // Public
  'Landing',
  'Faq',
  'Cgv',
  'Cgu',
  'Rgpd',
  'Privacy',
  'SubscriptionPricing',
  'GoogleCallback',
  'OAuthSuccess',
  'VerifyEmail',
  'ConfirmEmailChange',
  'VerifyTwoFactor',
  'EmailVerified',
  'PublicForm',
  // Guest only
  'login',
  'register',
  'ForgotPassword',
  'ResetPassword',
  // Login only
  'CompleteProfile',
  'DebugUser',
  // Login and complete profile
  'Home',
  'Dashboard',
  'Profile',
  'ProfileSecurity',
  'AccessLog',
  'PendingForms',
  'Support',
  'Templates',
  'Market',
  'Cabinet',
  'CabinetDetail',
  'SubscriptionSuccess',
  'WelcomeTrial',
  'patient-detail',
  'CreateTemplate',
  'EditTemplate',
  'CreatePublicTemplate',
  'EditPublicTemplate',
  'CreateForm',
  'EditForm',
  'CreatePendingForm',
  'EditSubmission',
  // Administrators
  'admin-users',
  'admin-support',
  'admin-support-ticket',
  'admin-announcements',
  'admin-mails',
] as const;

export type TRouteName = (typeof ROUTE_NAMES)[number];

/** A page of the table: its path pattern under the locale prefix, and its name. */
export type TRoutePage = readonly [path: string, name: TRouteName];

/**
 * The pages under each locale prefix (/fr, /en, /nl), grouped by layout and access rule. '' is the locale's root.
 * - `public`: anyone, in the public layout (header and footer);
 * - `focused`: anyone, in the centered layout;
 * - `guest`, `incompleteProfile`, `login`: centered layout behind the guard of that name;
 * - `app`: a session with a complete profile, in the app layout; `admin`: administrators, in the app layout.
 */
export const LOCALE_ROUTES = {
  public: [
    ['', 'Landing'],
    ['faq', 'Faq'],
    ['cgv', 'Cgv'],
    ['cgu', 'Cgu'],
    ['rgpd', 'Rgpd'],
    ['privacy', 'Privacy'],
    ['subscription/pricing', 'SubscriptionPricing'],
  ],
  focused: [
    ['oauth/success', 'OAuthSuccess'],
    ['auth/google/callback', 'GoogleCallback'],
    ['verify-email', 'VerifyEmail'],
    ['verify-email/:token', 'VerifyEmail'],
    ['confirm-email-change/:token', 'ConfirmEmailChange'],
    ['verify-two-factor', 'VerifyTwoFactor'],
    ['email-verified', 'EmailVerified'],
    ['form/:token', 'PublicForm'],
  ],
  guest: [
    ['login', 'login'],
    ['register', 'register'],
    ['forgot-password', 'ForgotPassword'],
    ['reset-password', 'ResetPassword'],
  ],
  incompleteProfile: [['complete-profile', 'CompleteProfile']],
  login: [['debug/user', 'DebugUser']],
  app: [
    ['home', 'Home'],
    ['dashboard', 'Dashboard'],
    ['profile', 'Profile'],
    ['profile/security', 'ProfileSecurity'],
    ['access-log', 'AccessLog'],
    ['forms/pending', 'PendingForms'],
    ['support', 'Support'],
    ['templates', 'Templates'],
    ['market', 'Market'],
    ['cabinet', 'Cabinet'],
    ['cabinet/:id', 'CabinetDetail'],
    ['subscription/success', 'SubscriptionSuccess'],
    ['welcome', 'WelcomeTrial'],
    ['patients/:id', 'patient-detail'],
    ['templates/create', 'CreateTemplate'],
    ['templates/:id/edit', 'EditTemplate'],
    ['market/create', 'CreatePublicTemplate'],
    ['market/:id/edit', 'EditPublicTemplate'],
    ['forms/create', 'CreateForm'],
    ['forms/:id/edit', 'EditForm'],
    ['forms/pending/new', 'CreatePendingForm'],
    ['forms/submissions/:id/edit', 'EditSubmission'],
  ],
  admin: [
    ['admin/users', 'admin-users'],
    ['admin/support', 'admin-support'],
    ['admin/support/:id', 'admin-support-ticket'],
    ['admin/announcements', 'admin-announcements'],
    ['admin/mails', 'admin-mails'],
  ],
} as const satisfies Record<string, readonly TRoutePage[]>;

/**
 * Generic form links under each locale prefix: /form/{templateId}/{userId} and /form/{templateId}/{userId}/{params+}.
 * Their digit params must be digits only, else the not-found page (docs/product.md#routes, "Public form routes").
 */
export const GENERIC_FORM_ROUTES = {
  name: 'PublicForm',
  paths: ['form/:templateId/:userId', 'form/:templateId/:userId/*'],
  digitParams: ['templateId', 'userId'],
} as const satisfies { name: TRouteName; paths: readonly string[]; digitParams: readonly string[] };

/** Served without a locale prefix too: Google's redirect and the links in mails point here. */
export const UNPREFIXED_ROUTES = [
  ['auth/google/callback', 'GoogleCallback'],
  ['verify-email', 'VerifyEmail'],
  ['verify-email/:token', 'VerifyEmail'],
  ['confirm-email-change/:token', 'ConfirmEmailChange'],
] as const satisfies readonly TRoutePage[];

export function isDigitsOnly(value: string | undefined): boolean {
  return typeof value === 'string' && /^[0-9]+$/.test(value);
}

/** A first segment shaped like a language code we do not serve ('de', 'es', 'pt-br'): a prefix-less path there is not found. */
export function isForeignLanguageSegment(segment: string): boolean {
  return /^[a-z]{2}(?:-[a-z]{2,4})?$/i.test(segment) && !isLocale(segment.toLowerCase());
}

type TPattern = { segments: readonly string[]; digitParams: readonly string[] };

function patternOf(path: string, digitParams: readonly string[] = []): TPattern {
  return { segments: path === '' ? [] : path.split('/'), digitParams };
}

const LOCALE_PATTERNS: readonly TPattern[] = [
  ...Object.values(LOCALE_ROUTES).flatMap((pages: readonly TRoutePage[]) => pages.map(([path]) => patternOf(path))),
  ...GENERIC_FORM_ROUTES.paths.map((path) => patternOf(path, GENERIC_FORM_ROUTES.digitParams)),
];
const UNPREFIXED_PATTERNS: readonly TPattern[] = UNPREFIXED_ROUTES.map(([path]) => patternOf(path));

/** The router's matching: static segments ignore case, `:param` takes one non-empty segment, a final `*` the rest. */
function matches(pattern: TPattern, segments: readonly string[]): boolean {
  const splat = pattern.segments.at(-1) === '*';
  const fixed = splat ? pattern.segments.slice(0, -1) : pattern.segments;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return false;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return pattern.digitParams.every((name) => isDigitsOnly(params[name]));
}

function matchesAny(patterns: readonly TPattern[], segments: readonly string[]): boolean {
  return patterns.some((pattern) => matches(pattern, segments));
}

/** Path segments as the router compares them: trailing slashes dropped, each segment percent-decoded when valid. */
function segmentsOf(pathname: string): string[] {
  const trimmed = pathname.replace(/^\//, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  return trimmed.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/**
 * True when the SPA shows a page other than the not-found page for this path: a route under /fr, /en or /nl (the
 * roots included), an unprefixed callback, `/`, or a prefix-less path whose prefixed version is one (the SPA adds the
 * locale), unless its first segment is another language's code. Guards are not considered: a protected page is known.
 */
export function isKnownPath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const segments = segmentsOf(pathname);
  const [first, ...rest] = segments;
  if (first === undefined) return true;
  if (isLocale(first.toLowerCase())) return matchesAny(LOCALE_PATTERNS, rest);
  if (matchesAny(UNPREFIXED_PATTERNS, segments)) return true;
  if (isForeignLanguageSegment(first)) return false;
  return matchesAny(LOCALE_PATTERNS, segments);
}

/**
 * The pages the guest entry serves (the web app's guest-main.tsx, docs/architecture.md "The guest pages"): the public
 * marketing and legal pages and the sign-in pages, under a locale prefix. The server answers their paths with the
 * guest entry's HTML (prerendered when the build wrote it), every other known path with the SPA's.
 */
export const GUEST_ENTRY_PAGES = [...LOCALE_ROUTES.public, ...LOCALE_ROUTES.guest] as const satisfies readonly TRoutePage[];

export type TGuestEntryPageName = (typeof GUEST_ENTRY_PAGES)[number][1];

const GUEST_ENTRY_PATTERNS = GUEST_ENTRY_PAGES.map(([path]) => patternOf(path));

/** True for a path of the guest entry: /fr, /en/faq, /nl/login… (a trailing slash and the case aside, as the router). */
export function isGuestEntryPath(pathname: string): boolean {
  const [first, ...rest] = segmentsOf(pathname);
  return pathname.startsWith('/') && first !== undefined && isLocale(first.toLowerCase()) && matchesAny(GUEST_ENTRY_PATTERNS, rest);
}
