// submissions.genericLink: the link of one of my templates a practitioner pastes into a mailing tool or a web page.
import type { Context } from '../../context';
import { genericLinkPaths } from '../public-forms/generic-link';
import { findSendableTemplate } from './access';

export async function genericLinkUrls(
  ctx: Pick<Context, 'prisma' | 'appUrl' | 'secretKey'> & { user: { id: number } },
  templateId: number,
): Promise<{ url: string; urlWithoutIdentity: string }> {
  const template = await findSendableTemplate(ctx.prisma, ctx.user.id, templateId);
  const paths = genericLinkPaths(ctx.secretKey, template.id, ctx.user.id);
  return { url: `${ctx.appUrl}${paths.withIdentity}`, urlWithoutIdentity: `${ctx.appUrl}${paths.withoutIdentity}` };
}
