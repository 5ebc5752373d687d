// Pictures a patient attaches to a public form: owned by the practitioner, scoped to the link they came through.
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { storeImage } from '../files/stored-files';
import { consumeRateLimit } from '../security/rate-limit';
import { closedLinkError, persistExpiry, resolveGenericLink, tokenHashOf, type TPublicLink } from './link';

/** Per IP, token and generic links together: no account is needed to upload, so disk use is bounded this way. */
export const PUBLIC_UPLOAD_LIMIT = { points: 60, windowSeconds: 60 * 60 } as const;

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

/** Checked before the body is read: the rate limit of this IP and an open link. */
export async function checkPublicUpload(deps: Pick<ApiDeps, 'prisma' | 'secretKey'>, link: TPublicLink, ip: string | null): Promise<void> {
  const limit = await consumeRateLimit(deps.prisma, `publicFormUpload:ip:${ip ?? 'unknown'}`, PUBLIC_UPLOAD_LIMIT);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: limit.retryAfterSeconds } });
  await uploadTarget(deps, link);
}

/** Type from the magic bytes (JPEG, PNG, GIF, WebP), 5 MB at most; answers the id the form's answer will carry. */
export async function storePublicUpload(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey' | 'dataDir'>,
  link: TPublicLink,
  bytes: Uint8Array,
): Promise<{ fileId: string }> {
  const target = await uploadTarget(deps, link);
  const { fileId } = await storeImage(deps, target.ownerId, bytes, { uploadScope: target.uploadScope });
  return { fileId };
}
