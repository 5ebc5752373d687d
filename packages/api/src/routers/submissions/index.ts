// submissions: sending forms, links, the waiting room, edit mode (spec sections 2, 4, 8); see docs/forms-api.md.
import { z } from 'zod';
import { ZAnswers, ZDelivery, ZExpiryDate, ZInstructions, ZLocale, ZPatientInput } from '@praxiform/domain';
import { profileProcedure, router } from '../../trpc';
import { AppError } from '../../errors';
import { ZLinkResult, ZSubmissionDetail, ZSubmissionView } from '../../services/submissions/views';
import { ZId } from '../patients';

const ZSuccess = z.object({ success: z.literal(true) });
const notYet = (): never => {
  throw new AppError('SERVICE_UNAVAILABLE');
};

export const submissionsRouter = router({
  /** Every form sent to one patient, newest first. */
  listForPatient: profileProcedure.input(z.object({ patientId: ZId })).output(z.object({ items: z.array(ZSubmissionView) })).query(notYet),
  get: profileProcedure.input(z.object({ id: ZId })).output(z.object({ submission: ZSubmissionDetail })).query(notYet),
  send: profileProcedure
    .input(z.object({ patientId: ZId, templateId: ZId, instructions: ZInstructions, expiresOn: ZExpiryDate.optional(), language: ZLocale.optional(), delivery: ZDelivery.default('email') }))
    .output(ZLinkResult)
    .mutation(notYet),
  resend: profileProcedure
    .input(z.object({ id: ZId, expiresOn: ZExpiryDate.optional(), delivery: ZDelivery.default('email') }))
    .output(ZLinkResult)
    .mutation(notYet),
  cancel: profileProcedure.input(z.object({ id: ZId })).output(z.object({ submission: ZSubmissionView })).mutation(notYet),
  delete: profileProcedure.input(z.object({ id: ZId })).output(ZSuccess).mutation(notYet),
  /** Edit mode: the practitioner corrects answers and fills practitioner-only fields of a completed submission. */
  saveAnswers: profileProcedure.input(z.object({ id: ZId, answers: ZAnswers })).output(z.object({ submission: ZSubmissionDetail })).mutation(notYet),
  /** Waiting room: anonymous forms (labelled pending) and completed unassigned ones. */
  waitingRoom: profileProcedure
    .input(z.object({ status: z.enum(['all', 'anonymous', 'completed']).default('all'), page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }).default({ status: 'all', page: 1, pageSize: 20 }))
    .output(z.object({ items: z.array(ZSubmissionView), total: z.number().int(), counts: z.object({ anonymous: z.number().int(), completed: z.number().int() }) }))
    .query(notYet),
  createAnonymous: profileProcedure
    .input(z.object({ templateId: ZId, instructions: ZInstructions, expiresOn: ZExpiryDate.optional(), language: ZLocale.default('fr') }))
    .output(ZLinkResult)
    .mutation(notYet),
  assign: profileProcedure
    .input(z.object({ id: ZId, patientId: ZId.optional(), newPatient: ZPatientInput.optional() }))
    .output(z.object({ submission: ZSubmissionView, patientId: z.number().int() }))
    .mutation(notYet),
  /** The generic link of one of my templates, with the PRENOM, NOM and EMAIL placeholders and its security token. */
  genericLink: profileProcedure.input(z.object({ templateId: ZId })).output(z.object({ url: z.string(), urlWithoutIdentity: z.string() })).query(notYet),
});
