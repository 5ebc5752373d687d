// GET /api/submissions/:id/pdf and GET /api/patients/:id/pdf over real HTTP: guards, statuses, headers, the file itself.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, storeImage, type ApiDeps } from '@praxiform/api';
import { createTestDeps, inspectPdf } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { createApp } from '../app';

let server: Server;
let base: string;
let deps: ApiDeps;
let prisma: PrismaClient;

beforeAll(async () => {
  deps = await createTestDeps();
  prisma = deps.prisma;
  server = await new Promise((resolve) => {
    const s = createApp({ deps }).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function tokenFor(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(prisma, { firstName: 'Anne', lastName: 'Janssens', interfaceLanguage: 'fr', ...overrides });
  return { user, token: (await createSession(prisma, user.id)).token };
}

async function download(path: string, token?: string) {
  const res = await fetch(`${base}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>)
    : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

/** A completed, scored submission of a patient with a PNG and a WebP answer. */
async function completedSubmission(userId: number) {
  const patient = await createPatient(prisma, { ownerId: userId, firstName: 'Émile', lastName: 'Dubois' });
  const template = await createTemplate(prisma, {
    creatorId: userId,
    name: 'Bilan lombaire',
    type: 'bilan',
    fields: [
      {
        id: 'douleur',
        type: 'radio',
        title: 'Douleur le matin ?',
        required: true,
        practitionerOnly: false,
        options: [
          { id: 'oui', label: 'Oui, tous les jours', points: 4, children: [] },
          { id: 'non', label: 'Non', points: 0, children: [] },
        ],
      },
      { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: false },
      { id: 'autre', type: 'image-upload', title: 'Autre photo', required: false, practitionerOnly: false },
    ],
  });
  const png = await storeImage(
    deps,
    { id: userId },
    {
      bytes: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    },
  );
  const webp = await storeImage(
    deps,
    { id: userId },
    {
      bytes: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0000ff' } })
        .webp()
        .toBuffer(),
    },
  );
  const submission = await createSubmission(prisma, {
    practitionerId: userId,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    completedAt: new Date('2026-02-10T10:00:00Z'),
    answers: { douleur: 'oui', photo: png.fileId, autre: webp.fileId },
  });
  return { patient, submission };
}

describe('GET /api/submissions/:id/pdf', () => {
  it('downloads the completed submission as a PDF attachment that is never cached', async () => {
    const { user, token } = await tokenFor();
    const { submission } = await completedSubmission(user.id);
    const res = await download(`/submissions/${submission.id}/pdf`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Bilan-lombaire-Dubois-Emile-2026-02-10.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = inspectPdf(res.bytes);
    for (const expected of ['Anne Janssens', 'Bilan lombaire', 'Émile Dubois', 'Douleur le matin ?', 'Oui, tous les jours', '4 / 4', 'Page 1 / 1']) {
      expect(doc.text).toContain(expected);
    }
    expect(doc.pictures).toBe(2);
  });

  it('answers 401 to a guest, 403 to an incomplete profile, 404 to another practitioner, unknown or malformed ids', async () => {
    const { user } = await tokenFor();
    const other = await tokenFor();
    const incomplete = await tokenFor({ profileCompleted: false });
    const { submission } = await completedSubmission(user.id);
    expect(await download(`/submissions/${submission.id}/pdf`)).toMatchObject({ status: 401, json: { success: false, code: 'UNAUTHENTICATED' } });
    expect(await download(`/submissions/${submission.id}/pdf`, incomplete.token)).toMatchObject({
      status: 403,
      json: { code: 'PROFILE_INCOMPLETE' },
    });
    expect(await download(`/submissions/${submission.id}/pdf`, other.token)).toMatchObject({
      status: 404,
      json: { success: false, code: 'NOT_FOUND' },
    });
    for (const id of ['999999999', '1e3', '-1', '0', '99999999999', '12abc']) {
      expect(await download(`/submissions/${id}/pdf`, other.token), id).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 409 SUBMISSION_NOT_COMPLETED while the form is still open', async () => {
    const { user, token } = await tokenFor();
    const open = await createSubmission(prisma, { practitionerId: user.id, status: 'pending' });
    expect(await download(`/submissions/${open.id}/pdf`, token)).toMatchObject({
      status: 409,
      json: { success: false, code: 'SUBMISSION_NOT_COMPLETED' },
    });
  });
});

describe('GET /api/patients/:id/pdf', () => {
  it('downloads the patient file with the completed submissions; another practitioner gets 404, a guest 401', async () => {
    const { user, token } = await tokenFor({ interfaceLanguage: 'nl' });
    const other = await tokenFor();
    const { patient } = await completedSubmission(user.id);
    const res = await download(`/patients/${patient.id}/pdf`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Patientendossier-Dubois-Emile.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const doc = inspectPdf(res.bytes);
    for (const expected of ['Patiëntendossier – Émile Dubois', 'Bilan lombaire', 'Oui, tous les jours', 'Pagina 2 / 2']) {
      expect(doc.text).toContain(expected);
    }
    expect(await download(`/patients/${patient.id}/pdf`, other.token)).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } });
    expect(await download(`/patients/${patient.id}/pdf`)).toMatchObject({ status: 401, json: { code: 'UNAUTHENTICATED' } });
  });
});
