// submissions.overview: the home page's lists (today's completions, waiting-room forms to assign, links about to
// expire) in one call; see docs/forms-api.md, "Home overview". Logged as `patient_list_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { submissionsOverview } from '../../services/submissions/overview';
import { ZSubmissionsOverview } from '../../services/submissions/views';
import { recordAccess } from '../../services/access-log/record-access';

/** An IANA time zone name the runtime knows ("Europe/Brussels", "UTC"), as the browser reports it. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ZOverviewInput = z.object({ timeZone: z.string().max(64).refine(isTimeZone, 'TIME_ZONE_INVALID') });

export const overview = profileProcedure
  .input(ZOverviewInput)
  .output(ZSubmissionsOverview)
  .query(async ({ ctx, input }) => {
    const overview = await submissionsOverview(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
    return overview;
  });
