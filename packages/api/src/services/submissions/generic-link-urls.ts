// submissions.genericLink: the link of one of my templates a practitioner pastes into a mailing tool or a web page.
import type { Context } from '../../context';
import { genericLinkPaths } from '../public-forms/generic-link';
import { findSendableTemplate } from './access';

/**
 * The HMAC key as the public form side reads it: the server's 32-byte secret key in base64, the form it is stored
 * in (DATA_DIR/secret.key, SECRET_KEY). Both sides must derive it the same way or no generic link would verify.
 */
export function genericLinkKey(secretKey: Uint8Array): string {
  return Buffer.from(secretKey).toString('base64');
}

export async function genericLinkUrls(
  ctx: Pick<Context, 'prisma' | 'appUrl' | 'secretKey'> & { user: { id: number } },
  templateId: number,
): Promise<{ url: string; urlWithoutIdentity: string }> {
  const template = await findSendableTemplate(ctx.prisma, ctx.user.id, templateId);
  const paths = genericLinkPaths(genericLinkKey(ctx.secretKey), template.id, ctx.user.id);
  return { url: `${ctx.appUrl}${paths.withIdentity}`, urlWithoutIdentity: `${ctx.appUrl}${paths.withoutIdentity}` };
}
