// The built SPA as a browser gets it: compressed hashed assets cached for a year, 404 for paths outside the route
// table, and the patient's form page with its form embedded (docs/architecture.md, "Serving the SPA").
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from '@praxiform/api';
import { createTestDeps } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser, getTestPrisma } from '@praxiform/db/testing';
import { createApp } from './app';
import { DOCUMENT_ONLY_HEADERS } from './spa';

const SCRIPT = `console.log(${JSON.stringify('praxiform '.repeat(200))});`;
const INDEX = '<!doctype html><title>Praxiform</title><div id="root"></div>';
const FORM_PAGE =
  '<!doctype html><title>Formulaire</title><div id="root"></div><!--form-data--><script type="module" src="/assets/form.js"></script>';

let server: Server;
let base: string;
let deps: ApiDeps;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'form.html'), FORM_PAGE);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'tiny-5678.js'), 'void 0');
  await writeFile(path.join(dist, 'assets', 'app-1234.js.map'), '{"version":3,"sources":[],"mappings":""}');
  await writeFile(path.join(dist, 'assets', 'app-1234.css'), 'body{margin:0}');
  deps = await createTestDeps({ prisma: await getTestPrisma() });
  server = await new Promise((resolve) => {
    const s = createApp({ deps, webDistDir: dist }).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Node's fetch decompresses by itself: these read the raw bytes and headers as they travel. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip, the plain file otherwise', async () => {
    const br = await raw('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await raw('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const refusesBrotli = await raw('/assets/app-1234.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await raw('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, but never the HTML, and 404s a missing asset', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await raw('/assets/app-1234.js', { 'accept-encoding': encoding });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    expect((await raw('/assets/tiny-5678.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/assets/missing-0000.js')).status).toBe(404);
    for (const page of ['/fr/market', '/fr/no-such-page', '/fr/form/x']) {
      const html = await raw(page, { 'accept-encoding': 'br, gzip' });
      expect(html.headers['cache-control'], page).not.toMatch(/max-age=31536000|immutable/);
    }
    expect((await raw('/index.html')).headers['cache-control']).not.toMatch(/immutable/);
    expect((await raw('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe("a hashed script's headers", () => {
  /** The headers an answer carries, without those Node adds to every answer (Date, and the connection's own). */
  const namesOf = (headers: Record<string, unknown>) =>
    Object.keys(headers)
      .filter((name) => !['date', 'connection', 'keep-alive'].includes(name))
      .sort();

  it("are only those a script's answer is read with: no CSP, framing or referrer rules, which the page sets", async () => {
    const script = await raw('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(script.status).toBe(200);
    expect(namesOf(script.headers)).toEqual([
      'cache-control',
      'content-encoding',
      'content-length',
      'content-type',
      'cross-origin-resource-policy',
      'etag',
      'vary',
      'x-content-type-options',
    ]);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    const plain = await raw('/assets/tiny-5678.js');
    expect(namesOf(plain.headers)).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'cross-origin-resource-policy',
      'etag',
      'x-content-type-options',
    ]);
    const sourceMap = await raw('/assets/app-1234.js.map');
    expect(sourceMap.status).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(sourceMap.headers[name.toLowerCase()], name).toBeUndefined();
  });

  it("leave the document's headers on the pages, the stylesheet and a missing script's 404", async () => {
    // HSTS is only sent over HTTPS (security/headers.int.test.ts).
    const documentHeaders = DOCUMENT_ONLY_HEADERS.filter((name) => name !== 'Strict-Transport-Security');
    for (const url of ['/fr/dashboard', '/fr/form/x', '/assets/app-1234.css', '/assets/missing-0000.js']) {
      const answer = await raw(url, { 'accept-encoding': 'br, gzip' });
      for (const name of documentHeaders) expect(answer.headers[name.toLowerCase()], `${url} ${name}`).toBeDefined();
    }
  });
});

describe('paths outside the route table', () => {
  it('answers 404 with the SPA (its not-found page) for unknown paths, 200 for the pages of the route table', async () => {
    for (const page of ['/fr/no-such-page', '/no-such-page', '/en/patients/12/extra', '/nl/templates/abc/edit/more']) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBe(404);
      expect(await res.text(), page).toContain('<div id="root">');
    }
    for (const page of ['/', '/fr', '/fr/market', '/en/patients/12', '/nl/templates/3/edit', '/dashboard', '/verify-email/abc']) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBe(200);
    }
    const api = await fetch(`${base}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for a form path whose ids are not digits, where the form page shows the not-found page (issue 34)', async () => {
    for (const page of ['/fr/form/9a/2', '/fr/form/9a/2/', '/form/1/x2/PRENOM/NOM/EMAIL/tok', '/en/form/abc/def/tok', '/nl/form']) {
      for (const headers of [{ 'sec-fetch-dest': 'document' }, {}] as Record<string, string>[]) {
        const res = await fetch(`${base}${page}`, { headers });
        expect(res.status, page).toBe(404);
        expect(res.headers.get('cache-control'), page).toBe('no-store');
        expect(await res.text(), page).toBe(FORM_PAGE);
      }
    }
    // A path that may be a link, valid or not, is the form page's to answer (its refusal is embedded): 200.
    for (const page of ['/fr/form/short', '/fr/form/12/34', `/form/12/34/${'a'.repeat(20)}`]) {
      const res = await fetch(`${base}${page}`, { headers: { 'sec-fetch-dest': 'document' } });
      expect(res.status, page).toBe(200);
    }
  });
});

describe('the form page', () => {
  async function sentForm() {
    const prisma = await getTestPrisma();
    const practitioner = await createUser(prisma, { firstName: 'Claire', lastName: 'Moreau' });
    const patient = await createPatient(prisma, { ownerId: practitioner.id });
    const template = await createTemplate(prisma, { creatorId: practitioner.id, name: 'Bilan </script><script>alert(1)</script>' });
    return createSubmission(prisma, { practitionerId: practitioner.id, patientId: patient.id, templateId: template.id });
  }

  function embedded(html: string): { apiPath: string; status: number; body: Record<string, unknown> } | null {
    const match = /<script id="form-data" type="application\/json">([^<]*)<\/script>/.exec(html);
    return match?.[1] ? (JSON.parse(match[1]) as { apiPath: string; status: number; body: Record<string, unknown> }) : null;
  }

  it('embeds what GET /api/public-forms/{token} answers when a browser opens the page, without breaking out of the script', async () => {
    const sent = await sentForm();
    const res = await fetch(`${base}/fr/form/${sent.linkToken}`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).not.toContain('<!--form-data-->');
    expect(html).not.toContain('</script><script>alert(1)');
    const data = embedded(html);
    expect(data).toMatchObject({ apiPath: `/api/public-forms/${sent.linkToken}`, status: 200 });

    // The REST resource, read after the page, answers the same form (the page read marked it opened (pending), as a fetch would).
    const api = (await (await fetch(`${base}${data?.apiPath ?? ''}`)).json()) as Record<string, unknown>;
    expect(data?.body).toEqual(api);
    const prisma = await getTestPrisma();
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('pending');
  });

  it('embeds the refusal of a link that does not exist, and nothing for a link preview or a malformed URL', async () => {
    const unknown = await fetch(`${base}/form/${'A'.repeat(64)}`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(unknown.status).toBe(200);
    expect(embedded(await unknown.text())).toEqual({
      apiPath: `/api/public-forms/${'A'.repeat(64)}`,
      status: 404,
      body: { success: false, code: 'LINK_INVALID', message: 'LINK_INVALID' },
    });

    // A messaging app's preview fetches the HTML without Sec-Fetch-Dest: the page is sent as built, the link stays unopened.
    const sent = await sentForm();
    const preview = await fetch(`${base}/fr/form/${sent.linkToken}`);
    expect(await preview.text()).toBe(FORM_PAGE);
    const prisma = await getTestPrisma();
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('sent');

    const malformed = await fetch(`${base}/fr/form/short`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(await malformed.text()).toBe(FORM_PAGE);
  });
});
