// The security token of a generic link (/form/{templateId}/{userId}/...): an HMAC only the server can compute.
import { createHmac, timingSafeEqual } from 'node:crypto';

const CONTEXT = 'generic-form:v1';

/** base64url(HMAC-SHA256(secretKey, "generic-form:v1:{templateId}:{userId}")), 43 characters; the key is the server's secret. */
export function genericLinkSignature(secretKey: Uint8Array, templateId: number, userId: number): string {
  return createHmac('sha256', secretKey).update(`${CONTEXT}:${templateId}:${userId}`).digest('base64url');
}

export function isGenericLinkSignatureValid(secretKey: Uint8Array, templateId: number, userId: number, signature: string): boolean {
  const expected = Buffer.from(genericLinkSignature(secretKey, templateId, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The paths a practitioner pastes into a mailing (with placeholders) or a web page (without identity). */
export function genericLinkPaths(secretKey: Uint8Array, templateId: number, userId: number): { withIdentity: string; withoutIdentity: string } {
  const sig = genericLinkSignature(secretKey, templateId, userId);
  return { withIdentity: `/form/${templateId}/${userId}/PRENOM/NOM/EMAIL/${sig}`, withoutIdentity: `/form/${templateId}/${userId}/${sig}` };
}
