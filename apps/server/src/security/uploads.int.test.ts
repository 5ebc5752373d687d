// Uploads' content checks and served files' headers (issue 16, "Bad input"), over real HTTP through createApp, on both
// upload paths (a practitioner's POST /api/files and a patient's POST /api/public-forms/:token/files): bytes that are
// not an allowed image (HTML or SVG renamed .png, polyglots: an image's magic bytes then HTML or a script) are refused
// and leave no row and no file; a real picture is served under the type read from its bytes (never the declared one),
// with nosniff, a Content-Disposition without any name from the client, and a CSP that runs nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate } from '@praxiform/db/testing';
import { createOwner, request, startHarness, type THarness } from './fuzz-harness';

let h: THarness;
let token: string;
let linkToken: string;

beforeAll(async () => {
  h = await startHarness();
  const { owner, token: ownerToken } = await createOwner(h.deps);
  token = ownerToken;
  const patient = await createPatient(h.deps.prisma, { ownerId: owner.id });
  const template = await createTemplate(h.deps.prisma, {
    creatorId: owner.id,
    fields: [{ id: 'photo', type: 'image-upload', title: 'Photo de la zone', required: false, practitionerOnly: false }],
  });
  linkToken = (await createSubmission(h.deps.prisma, { practitionerId: owner.id, patientId: patient.id, templateId: template.id })).linkToken;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** Every way the battery disguises markup as a picture. */
async function disguises(): Promise<Record<string, Buffer>> {
  const realGif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ffffff' } })
    .gif()
    .toBuffer();
  return {
    'HTML renamed .png': Buffer.from(HTML),
    'SVG renamed .png': Buffer.from(SVG),
    'SVG with an XML prolog': Buffer.from(`<?xml version="1.0"?>${SVG}`),
    'GIF header + HTML': Buffer.concat([GIF_HEADER, Buffer.from(HTML)]),
    'GIF header + script': Buffer.concat([GIF_HEADER, Buffer.from('<script>alert(1)</script>')]),
    'PNG magic + HTML': Buffer.concat([PNG_MAGIC, Buffer.from(HTML)]),
    'JPEG magic + SVG': Buffer.concat([JPEG_MAGIC, Buffer.from(SVG)]),
    'WebP header + HTML': Buffer.concat([WEBP_HEADER, Buffer.from(HTML)]),
    'a real GIF + a script after its end': Buffer.concat([realGif, Buffer.from('<script>alert(1)</script>')]),
    'a real GIF + javascript: URL': Buffer.concat([realGif, Buffer.from('javascript:alert(1)')]),
    'PNG magic + script after 100 KB': Buffer.concat([
      PNG_MAGIC,
      Buffer.alloc(100_000, 7),
      Buffer.from('<script src="//evil.example/x.js"></script>'),
    ]),
  };
}

/** Objects in the store (the local folder or the bucket), unfinished local writes included. */
async function filesOnDisk(): Promise<number> {
  let count = 0;
  for await (const _object of h.deps.files.list('uploads/')) count += 1;
  return count;
}

function uploadPaths(): { name: string; url: string; headers: Record<string, string> }[] {
  return [
    { name: 'POST /api/files', url: '/api/files', headers: { authorization: `Bearer ${token}` } },
    { name: 'POST /api/public-forms/:token/files', url: `/api/public-forms/${linkToken}/files`, headers: {} },
  ];
}

describe('uploads whose bytes are not an allowed picture', () => {
  it('are refused on both upload paths, under every declared image type, and leave no row and no file', async () => {
    const rowsBefore = await h.deps.prisma.storedFile.count();
    const filesBefore = await filesOnDisk();
    let refused = 0;
    const accepted: string[] = [];
    for (const target of uploadPaths()) {
      for (const [name, bytes] of Object.entries(await disguises())) {
        for (const contentType of ['image/png', 'image/gif', 'image/jpeg', 'image/svg+xml']) {
          const res = await request(h.base, target.url, { method: 'POST', headers: { ...target.headers, 'content-type': contentType }, body: bytes });
          if (res.status === 422 && JSON.parse(res.text).code === 'FILE_TYPE_NOT_ALLOWED') refused += 1;
          else accepted.push(`${target.name} ${name} as ${contentType}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    console.log(
      `SECURITY fuzz uploads: ${refused} disguised uploads refused (2 paths × 11 disguises × 4 declared types), accepted = ${accepted.length}`,
    );
    expect(accepted).toEqual([]);
    expect(refused).toBe(2 * 11 * 4);
    expect(await h.deps.prisma.storedFile.count()).toBe(rowsBefore);
    // The 422 may leave before the store has removed the refused write's partial bytes (the check refuses the stream
    // while the write is unwinding): what matters is that none is left, so the count is read until it settles.
    await expect.poll(filesOnDisk, { timeout: 5000 }).toBe(filesBefore);
  });
});

describe('served pictures', () => {
  it('carry the type read from their bytes, nosniff, a Content-Disposition without a client name, and a CSP that runs nothing', async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    const checked: string[] = [];
    for (const target of uploadPaths()) {
      // Declared as a GIF and named like a page: the type served is the bytes' one, and no name comes from the client.
      const res = await request(h.base, target.url, {
        method: 'POST',
        headers: { ...target.headers, 'content-type': 'image/gif', 'content-disposition': 'attachment; filename="x.html"' },
        body: png,
      });
      expect(res.status, target.name).toBe(201);
      const { fileId } = JSON.parse(res.text) as { fileId: string };
      expect(await h.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).toMatchObject({ mimeType: 'image/png' });
      // Both are read back by the practitioner through /api/files (the patient's picture is theirs: docs/files.md).
      const served = `/api/files/${fileId}`;
      const file = await fetch(`${h.base}${served}`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(file.status, served).toBe(200);
      expect(bytes.equals(png), served).toBe(true);
      expect(file.headers.get('content-type'), served).toBe('image/png');
      expect(file.headers.get('x-content-type-options'), served).toBe('nosniff');
      expect(file.headers.get('content-disposition'), served).toMatch(/^(inline|attachment)$/);
      const csp = file.headers.get('content-security-policy') ?? '';
      expect(csp, served).toMatch(/script-src 'self'(;|$)/);
      expect(csp, served).toContain("object-src 'none'");
      // A patient's picture is health data: never kept by the browser.
      if (target.url !== '/api/files') expect(file.headers.get('cache-control'), served).toBe('no-store');
      checked.push(served);
    }
    console.log(`SECURITY fuzz served files: ${checked.length} served pictures checked (type from the bytes, nosniff, disposition, CSP)`);
    expect(checked.length).toBe(2);
  });
});
