// Public form browser tests: a practitioner with a template and a patient, links sent through tRPC (the only moment the
// token is known), a real PNG for the image-upload question, and the submission as the practitioner reads it.
import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import type { TSubmissionDetail } from '../../src/lib/api-types';
import { backPainQuestion } from '../../src/test/back-pain-question';
import { readyAccount, trpcCall, type TAuthAccount } from './auth-accounts';

export type TFormPractitioner = { account: TAuthAccount; token: string; templateId: number; patientId: number };

/** A radio whose "Oui" (3 points) reveals a required text question, stars, a picture to attach, a practitioner-only note. */
const PUBLIC_FORM_FIELDS = [
  backPainQuestion({ prefix: 'pain-', scored: true }),
  { id: 'sleep', type: 'rating', title: 'Qualité de votre sommeil', required: false, practitionerOnly: false, max: 5 },
  {
    id: 'photo',
    type: 'image-upload',
    title: 'Photo de la zone douloureuse',
    helpText: 'Facultatif : une photo aide à préparer la consultation.',
    required: false,
    practitionerOnly: false,
  },
  { id: 'notes', type: 'textarea', title: 'Remarques', required: false, practitionerOnly: false },
  { id: 'clinician', type: 'textarea', title: 'Observation du praticien', required: false, practitionerOnly: true },
];

export const FORM_NAME = 'Bilan du dos';
export const INSTRUCTIONS = 'Merci de remplir ce questionnaire avant notre rendez-vous de jeudi.';

/** A practitioner (ready account), one private scored template and one patient. */
export async function practitionerWithForm(request: APIRequestContext, tag: string): Promise<TFormPractitioner> {
  const { account, token } = await readyAccount(request, tag);
  const { template } = await trpcCall<{ template: { id: number } }>(
    request,
    'templates.create',
    {
      name: FORM_NAME,
      type: 'bilan',
      category: 'orthopedics',
      description: 'Bilan lombaire court.',
      language: 'fr',
      scoringEnabled: true,
      fields: PUBLIC_FORM_FIELDS,
    },
    token,
  );
  const { patient } = await trpcCall<{ patient: { id: number } }>(
    request,
    'patients.create',
    { firstName: 'Lucie', lastName: 'Renard', email: `lucie.renard.${Date.now().toString(36)}@praxiform.test`, preferredLanguage: 'fr' },
    token,
  );
  return { account, token, templateId: template.id, patientId: patient.id };
}

/** submissions.send with delivery 'link': the submission id and the patient's URL (with its token). */
export async function sendLink(
  request: APIRequestContext,
  practitioner: TFormPractitioner,
  language: 'fr' | 'en' | 'nl' = 'fr',
): Promise<{ id: number; url: string; path: string }> {
  const result = await trpcCall<{ submission: { id: number }; url: string }>(
    request,
    'submissions.send',
    { patientId: practitioner.patientId, templateId: practitioner.templateId, instructions: INSTRUCTIONS, language, delivery: 'link' },
    practitioner.token,
  );
  return { id: result.submission.id, url: result.url, path: new URL(result.url).pathname };
}

export async function cancelLink(request: APIRequestContext, practitioner: TFormPractitioner, id: number): Promise<void> {
  await trpcCall(request, 'submissions.cancel', { id }, practitioner.token);
}

/** submissions.get, a query: tRPC takes queries as GET with the input in the URL. */
export async function readSubmission(request: APIRequestContext, practitioner: TFormPractitioner, id: number): Promise<TSubmissionDetail> {
  const answer = await request.get(`/api/trpc/submissions.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
    headers: { Authorization: `Bearer ${practitioner.token}` },
  });
  const body = (await answer.json()) as { result?: { data?: { submission: TSubmissionDetail } } };
  if (!answer.ok() || !body.result?.data) throw new Error(`submissions.get answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data.submission;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a teal square with an orange band) the server recognises from its bytes. */
export function pngPicture(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) rows.push(...(Math.abs(x - y) < size / 8 ? [240, 138, 75] : [35, 122, 117]));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}
