// Shapes the patients, submissions and notifications procedures answer (docs/forms-api.md), inferred from the server router.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@praxiform/api';

type TOutputs = inferRouterOutputs<AppRouter>;
type TInputs = inferRouterInputs<AppRouter>;

export type TPatientSummary = TOutputs['patients']['list']['items'][number];
export type TPatientDetail = TOutputs['patients']['get']['patient'];
export type TDashboardStats = TOutputs['patients']['stats'];
export type TSubmissionView = TOutputs['submissions']['listForPatient']['items'][number];
export type TSubmissionDetail = TOutputs['submissions']['get']['submission'];
export type TLinkResult = TOutputs['submissions']['send'];
export type TDelivery = NonNullable<TInputs['submissions']['send']['delivery']>;

/** What the send dialog needs to know about the patient (a list row or the patient page). */
export type TPatientRecipient = Pick<TPatientSummary, 'id' | 'firstName' | 'lastName' | 'email' | 'preferredLanguage'>;
