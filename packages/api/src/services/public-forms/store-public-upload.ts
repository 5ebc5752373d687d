// Pictures a patient attaches to a public form: owned by the practitioner, scoped to the link they came through.
import type { ApiDeps, Context } from '../../context';
import { AppError } from '../../errors';
import { discardWrittenImage, insertStoredFile, putUploadedImage, type TUploadBody } from '../files/stored-files';
import type { DbClient } from '../shared/db-client';
import { enforceLimit } from '../security/rate-limit';
import { resolveGenericLink } from '../links/generic-link';
import type { TPublicLink } from '../links/public-link';
import { closedLinkError, persistExpiry, tokenHashOf } from '../links/token-link';

/** Per IP, token and generic links together: no account is needed to upload, so disk use is bounded this way. */
export const PUBLIC_UPLOAD_LIMIT = { points: 60, windowSeconds: 60 * 60 } as const;

/**
 * Per link: pictures sent but not yet used by a stored answer (a patient replacing a photo leaves the old one pending).
 * Past either bound an upload answers UPLOAD_LIMIT_REACHED; the sweep removes pending pictures after a day.
 */
export const PENDING_UPLOADS_MAX = { count: 20, bytes: 60 * 1024 * 1024 } as const;

async function assertPendingRoom(db: DbClient, uploadScope: string, incomingBytes: number): Promise<void> {
  const [pending] = await db.$queryRaw<{ count: number; bytes: number }[]>`
    SELECT count(*)::int AS count, coalesce(sum(size), 0)::float8 AS bytes
    FROM stored_files WHERE upload_scope = ${uploadScope} AND attached_at IS NULL`;
  if (!pending) return;
  if (pending.count >= PENDING_UPLOADS_MAX.count || pending.bytes + incomingBytes > PENDING_UPLOADS_MAX.bytes) {
    throw new AppError('UPLOAD_LIMIT_REACHED', { details: { maxCount: PENDING_UPLOADS_MAX.count, maxBytes: PENDING_UPLOADS_MAX.bytes } });
  }
}

type TUploadTarget = { ownerId: number; uploadScope: string };

/** The practitioner and scope of an open link; closed links answer as a submit would (410 expired, 409 used). */
async function uploadTarget(deps: Pick<ApiDeps, 'prisma' | 'secretKey'>, link: TPublicLink): Promise<TUploadTarget> {
  if (link.kind === 'generic') {
    const target = await resolveGenericLink(deps, link);
    return { ownerId: target.userId, uploadScope: target.uploadScope };
  }
  const linkTokenHash = tokenHashOf(link.token);
  const submission = await deps.prisma.submission.findUnique({
    where: { linkTokenHash },
    select: { id: true, status: true, expiresAt: true, practitionerId: true },
  });
  if (!submission) throw new AppError('LINK_INVALID');
  const closed = closedLinkError(submission, 'submit');
  if (closed) {
    if (closed.persistExpiry) await persistExpiry(deps.prisma, submission.id);
    throw new AppError(closed.code);
  }
  return { ownerId: submission.practitionerId, uploadScope: linkTokenHash };
}

/** Checked before the body is read: the rate limit of this IP, an open link, and room among its pending pictures. */
export async function checkPublicUpload(deps: Pick<Context, 'prisma' | 'secretKey' | 'ip'>, input: { link: TPublicLink }): Promise<void> {
  await enforceLimit(deps.prisma, `publicFormUpload:ip:${deps.ip ?? 'unknown'}`, PUBLIC_UPLOAD_LIMIT);
  const target = await uploadTarget(deps, input.link);
  await assertPendingRoom(deps.prisma, target.uploadScope, 0);
}

/**
 * Type from the magic bytes (JPEG, PNG, GIF, WebP), 5 MB at most; answers the id the form's answer will carry. The
 * bytes stream to storage first, outside any transaction (a phone's slow upload holds no database connection); the
 * row then goes in under the link's lock, or the bytes go if the link's room ran out meanwhile.
 */
export async function storePublicUpload(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey' | 'files' | 'logger'>,
  input: { link: TPublicLink; body: TUploadBody },
): Promise<{ fileId: string }> {
  const target = await uploadTarget(deps, input.link);
  const image = await putUploadedImage(deps, input.body);
  try {
    return await deps.prisma.$transaction(async (tx) => {
      // Uploads of one link take turns here, so parallel requests cannot all pass the bound before any is counted.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${target.uploadScope}, 0))`;
      await assertPendingRoom(tx, target.uploadScope, image.size);
      const { fileId } = await insertStoredFile(tx, image, { ownerId: target.ownerId, uploadScope: target.uploadScope });
      return { fileId };
    });
  } catch (error) {
    await discardWrittenImage(deps, image);
    throw error;
  }
}
