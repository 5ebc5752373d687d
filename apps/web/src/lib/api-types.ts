// What the SPA reads of the server's answers, inferred from the router (docs/templates-api.md, docs/forms-api.md,
// docs/auth-api.md): never re-declared by hand, so a change of an output schema shows here at compile time.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter, TPublicForm } from '@praxiform/api';

/** The router's type, for the tRPC clients (lib/trpc.ts, the guest pages' client): the only door to @praxiform/api. */
export type { AppRouter };

type TOutputs = inferRouterOutputs<AppRouter>;
type TInputs = inferRouterInputs<AppRouter>;

/** The signed-in user as auth.me returns it (no secret ever reaches the browser). */
export type TCurrentUser = TOutputs['auth']['me']['user'];
export type TTemplateSummary = TOutputs['templates']['list']['items'][number];
export type TTemplateDetail = TOutputs['templates']['get']['template'];
export type TMarketPage = TOutputs['market']['list'];
export type TPatientSummary = TOutputs['patients']['list']['items'][number];
export type TPatientDetail = TOutputs['patients']['get']['patient'];
export type TDashboardStats = TOutputs['patients']['stats'];
/** A patient's score trends (docs/scores.md#trends): one series per scored form answered more than once. */
export type TScoreTrends = TOutputs['patients']['scoreTrends'];
export type TScoreTrendSeries = TScoreTrends['series'][number];
export type TSubmissionsOverview = TOutputs['submissions']['overview'];
export type TSubmissionView = TOutputs['submissions']['listForPatient']['items'][number];
export type TSubmissionDetail = TOutputs['submissions']['get']['submission'];
export type TLinkResult = TOutputs['submissions']['send'];
export type TDelivery = NonNullable<TInputs['submissions']['send']['delivery']>;
export type TNotificationView = TOutputs['notifications']['list']['items'][number];
export type TProfile = TOutputs['profile']['get']['profile'];
export type TProfileOptions = TOutputs['profile']['options'];

/** What the send dialog needs to know about the patient (a list row or the patient page). */
export type TPatientRecipient = Pick<TPatientSummary, 'id' | 'firstName' | 'lastName' | 'email' | 'preferredLanguage'>;
/** One cabinet as /cabinet/{id} shows it: the cabinet, its members, its invitations (owner only), its shared templates. */
export type TCabinetDetail = TOutputs['cabinets']['get'];
export type TCabinetMemberView = TCabinetDetail['members'][number];
export type TCabinetInviteView = TCabinetDetail['invitations'][number];
export type TCabinetTemplateView = TCabinetDetail['templates'][number];
export type TCabinetSummary = TOutputs['cabinets']['list']['cabinets'][number];
export type TInvitationForMe = TOutputs['cabinets']['list']['invitations'][number];
/** One of my support tickets as /support lists it (with its unread replies), and one opened with its conversation. */
export type TSupportTicketRow = TOutputs['support']['list'][number];
export type TSupportTicketDetail = TOutputs['support']['get'];
export type TSupportMessageView = TSupportTicketDetail['messages'][number];
/** The administration of users (docs/admin-users-api.md): a list row, a user's detail with their last audit entries, the statistics. */
export type TAdminUserRow = TOutputs['admin']['users']['list']['items'][number];
export type TAdminUserDetail = TOutputs['admin']['users']['get'];
export type TAdminStats = TOutputs['admin']['users']['stats'];
export type TAdminRole = TInputs['admin']['users']['setRole']['role'];
/** The support desk (docs/support-api.md#adminsupport-the-desk): a list row and a ticket with its user's context. */
export type TAdminTicketRow = TOutputs['admin']['support']['list']['tickets'][number];
export type TAdminTicketDetail = TOutputs['admin']['support']['get'];
/** An announcement as the administration edits it (docs/announcements-api.md). */
/** An announcement as the banner shows it (docs/announcements-api.md). */
export type TAnnouncement = TOutputs['notifications']['announcements']['items'][number];
export type TAdminAnnouncement = TOutputs['admin']['announcements']['list']['items'][number];
/** A mail that failed for good as the administrators see it (docs/mail.md): masked, never its address or content. */
export type TAdminFailedMail = TOutputs['admin']['mails']['failed']['items'][number];
/** Subscriptions (docs/billing-api.md): the plans with their Stripe amounts, and my subscription as billing.status answers it. */
export type TBillingPlans = TOutputs['billing']['plans'];
export type TBillingPlan = TBillingPlans['plans'][number];
export type TBillingStatus = TOutputs['billing']['status'];
/** The public form as the server serves it (docs/forms-api.md), for the public form page (public-form/api.ts). */
export type TServedPublicForm = TPublicForm;
/** The access log of patient data (docs/access-log.md): one entry (who, what, when, from where) and a page of them. */
export type TAccessPage = TOutputs['patients']['accessLog'];
export type TAccessEntry = TAccessPage['items'][number];
/** Profile → Security: an active session of my account, one of my sign-ins or failed attempts. */
export type TActiveSession = TOutputs['profile']['sessions']['sessions'][number];
export type TSignInEvent = TOutputs['profile']['signIns']['items'][number];
