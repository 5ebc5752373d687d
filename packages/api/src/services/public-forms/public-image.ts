// Pictures a form shows the patient (image fields): served through the link itself, since the patient has no login
// and a private template's pictures are otherwise readable by their owner only.
import { mapFields, publicFields, walkFields, type TField } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { FILE_URL_PREFIX, findReadableFile, type TReadableFile } from '../files/stored-files';
import { resolveGenericLink } from '../links/generic-link';
import type { TPublicLink } from '../links/public-link';
import { closedLinkError, tokenHashOf } from '../links/token-link';
import { fieldsOf } from './views';

/** The path under /api that serves the pictures of this link: `<base><fileId>`. */
export function publicImageBase(link: TPublicLink): string {
  if (link.kind === 'token') return `/api/public-forms/${link.token}/images/`;
  const params = link.params.map((segment) => encodeURIComponent(segment)).join('/');
  return `/api/public-forms/generic/${link.templateId}/${link.userId}/${params}/images/`;
}

/** The tree with every stored picture's URL pointed at the link's own image route. */
export function withLinkImageUrls(fields: readonly TField[], base: string): TField[] {
  return mapFields(fields, {
    field: (field) =>
      field.imageUrl?.startsWith(FILE_URL_PREFIX) ? { ...field, imageUrl: `${base}${field.imageUrl.slice(FILE_URL_PREFIX.length)}` } : field,
  });
}

/**
 * The file when the link is open and one of the fields the patient sees shows it; otherwise NOT_FOUND (a picture of
 * a practitioner-only field, or any other file, stays private).
 */
export async function loadPublicImage(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey' | 'files'>,
  input: { link: TPublicLink; fileId: string },
): Promise<TReadableFile> {
  const { link, fileId } = input;
  let fields: TField[];
  let ownerId: number;
  if (link.kind === 'generic') {
    const target = await resolveGenericLink(deps, link);
    fields = fieldsOf(target.template.fields);
    ownerId = target.practitioner.id;
  } else {
    const submission = await deps.prisma.submission.findUnique({
      where: { linkTokenHash: tokenHashOf(link.token) },
      select: { status: true, expiresAt: true, fieldsSnapshot: true, practitionerId: true },
    });
    if (!submission) throw new AppError('LINK_INVALID');
    const closed = closedLinkError(submission, 'read');
    if (closed) throw new AppError(closed.code);
    fields = fieldsOf(submission.fieldsSnapshot);
    ownerId = submission.practitionerId;
  }
  const url = `${FILE_URL_PREFIX}${fileId}`;
  const shown = [...walkFields(publicFields(fields))].some(({ field }) => field.type === 'image' && field.imageUrl === url);
  if (!shown) throw new AppError('NOT_FOUND');
  // And the practitioner may read it themselves (their own picture, a public template's, or one in a template of theirs).
  const file = await findReadableFile(deps, { id: ownerId }, { fileId });
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
