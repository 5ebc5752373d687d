// POST /api/files and GET /api/files/:id over real HTTP: magic-byte type check, 5 MB limit, access control, headers.
import { describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate } from '@praxiform/db/testing';
import { testPng, useFilesServer } from '../testing/files-server';

const app = useFilesServer();
const { upload, download } = app;
const tokenFor = () => app.account();
/** A tRPC mutation answering a template. */
const trpc = (procedure: string, input: unknown, token: string) => app.mutation<{ template: { id: number } }>(procedure, input, token);

const PNG = testPng(1);

const imageField = (imageUrl: string) => ({ id: 'schema', type: 'image', title: 'Schéma', required: false, practitionerOnly: false, imageUrl });
const templateInput = (imageUrl: string) => ({ name: 'Bilan épaule', type: 'anamnese', language: 'fr', fields: [imageField(imageUrl)] });

describe('POST /api/files', () => {
  it('stores a PNG and answers its id and URL', async () => {
    const { user, token } = await tokenFor();
    const res = await upload(PNG, token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/api/files/${String(res.body.fileId)}` });
    expect(await app.prisma.storedFile.findUniqueOrThrow({ where: { id: String(res.body.fileId) } })).toMatchObject({
      ownerId: user.id,
      mimeType: 'image/png',
      size: PNG.length,
    });
  });

  it('refuses a text file declared as image/png (422), a guest (401), and more than 5 MB (413)', async () => {
    const { token } = await tokenFor();
    expect(await upload(Buffer.from('<svg onload="alert(1)"></svg>'), token)).toMatchObject({ status: 422, body: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    expect(await upload(PNG, token, 'application/octet-stream')).toMatchObject({ status: 422, body: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    expect(await upload(PNG, null)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(big, token)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('GET /api/files/:id', () => {
  it('serves the owner, anyone once a public template shows it, and 404 otherwise', async () => {
    const owner = await tokenFor();
    const other = await tokenFor();
    const { url } = (await upload(PNG, owner.token)).body as { url: string };
    const mine = await download(url, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(PNG)).toBe(true);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-disposition')).toBe('inline');
    expect(mine.headers.get('cache-control')).toMatch(/^private/);
    expect((await download(url, other.token)).status).toBe(404);
    expect((await download(url)).status).toBe(404);
    expect((await download('/api/files/00000000-0000-4000-8000-000000000000', owner.token)).status).toBe(404);
    expect((await download('/api/files/not-a-uuid', owner.token)).status).toBe(404);

    const image = { id: 'schema', type: 'image' as const, title: 'Schéma', required: false, practitionerOnly: false, imageUrl: url };
    await createTemplate(app.prisma, { creatorId: owner.user.id, fields: [image] });
    expect((await download(url, other.token)).status).toBe(404);
    const nested = {
      id: 'q',
      type: 'radio' as const,
      title: 'Q',
      required: false,
      practitionerOnly: false,
      options: [{ id: 'o', label: 'O', children: [image] }],
    };
    await createTemplate(app.prisma, { creatorId: owner.user.id, isPublic: true, fields: [nested] });
    expect((await download(url, other.token)).status).toBe(200);
    expect((await download(url)).status).toBe(200);
  });
});

describe('a template shows only pictures its saver may use', () => {
  it("refuses another practitioner's file, a patient's upload and foreign URLs, in my templates and on the market", async () => {
    const victim = await tokenFor();
    const thief = await tokenFor();
    const { url: privatePicture } = (await upload(PNG, victim.token)).body as { url: string };
    // A patient's photo sent through one of the victim's links (owned by the victim, scoped to the link).
    const patient = await createPatient(app.prisma, { ownerId: victim.user.id });
    const sent = await createSubmission(app.prisma, { practitionerId: victim.user.id, patientId: patient.id });
    const photo = await fetch(`${app.base}/api/public-forms/${sent.linkToken}/files`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    const patientPhoto = `/api/files/${((await photo.json()) as { fileId: string }).fileId}`;

    for (const url of [privatePicture, patientPhoto]) {
      for (const procedure of ['templates.create', 'market.create']) {
        const res = await trpc(procedure, templateInput(url), thief.token);
        expect(res.status).toBe(422);
        expect(res.error).toMatchObject({ appCode: 'TEMPLATE_IMAGE_NOT_ALLOWED', details: { fieldIds: ['schema'] } });
      }
      expect((await download(url, thief.token)).status).toBe(404);
      expect((await download(url)).status).toBe(404);
    }
    // The victim may not publish their patient's photo either.
    expect((await trpc('market.create', templateInput(patientPhoto), victim.token)).error?.appCode).toBe('TEMPLATE_IMAGE_NOT_ALLOWED');
    for (const url of ['javascript:alert(1)', 'https://elsewhere.example/x.png', `${app.base}${privatePicture}`, '/api/files/../secret']) {
      const res = await trpc('templates.create', templateInput(url), thief.token);
      expect(res.status).toBe(422);
      expect(res.error).toMatchObject({
        appCode: 'VALIDATION_FAILED',
        issues: [expect.objectContaining({ message: 'IMAGE_URL_INVALID' })],
      });
    }
    // Updating a template of mine cannot slip it in either, and nothing was written.
    const mine = await trpc('templates.create', { ...templateInput(privatePicture), fields: [] }, thief.token);
    const id = mine.data?.template.id ?? 0;
    expect((await trpc('templates.update', { id, ...templateInput(privatePicture) }, thief.token)).error?.appCode).toBe('TEMPLATE_IMAGE_NOT_ALLOWED');
    expect((await app.prisma.template.findUniqueOrThrow({ where: { id } })).fields).toEqual([]);
    expect(await app.prisma.template.count({ where: { creatorId: thief.user.id } })).toBe(1);
  });

  it('accepts my own upload and a picture carried over by a duplication or a share, which then stays readable', async () => {
    const author = await tokenFor();
    const reader = await tokenFor();
    const { url } = (await upload(PNG, author.token)).body as { url: string };
    const created = await trpc('market.create', templateInput(url), author.token);
    expect(created.status).toBe(200);
    expect((await download(url)).status).toBe(200);
    // The reader duplicates the public template and saves their copy with the same picture.
    const copy = await trpc('templates.duplicate', { id: created.data?.template.id }, reader.token);
    const copyId = copy.data?.template.id ?? 0;
    expect((await trpc('templates.update', { id: copyId, ...templateInput(url), name: 'Ma copie' }, reader.token)).status).toBe(200);

    // A private picture shared with a colleague: readable by them through their copy, by nobody else.
    const { url: privateUrl } = (await upload(PNG, author.token)).body as { url: string };
    const own = await trpc('templates.create', templateInput(privateUrl), author.token);
    expect((await download(privateUrl, reader.token)).status).toBe(404);
    const readerEmail = (await app.prisma.user.findUniqueOrThrow({ where: { id: reader.user.id } })).email;
    expect((await trpc('templates.shareToUser', { id: own.data?.template.id, email: readerEmail }, author.token)).status).toBe(200);
    expect((await download(privateUrl, reader.token)).status).toBe(200);
    const stranger = await tokenFor();
    expect((await download(privateUrl, stranger.token)).status).toBe(404);
  });
});
