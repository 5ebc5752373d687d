// Security battery, log scan (issue 16): the app's own logger at the server's level, captured line by line, through a
// practitioner's and a patient's whole flow over HTTP, including the paths that log errors: every mail fails the way
// an SMTP relay refuses a recipient (nodemailer's message quotes the address, its fields the reply). No session or link
// token, password, answer, patient name or patient email may appear in any line. The flows of two real server
// processes, 2FA included, are scanned in two-servers.int.test.ts.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, genericLinkPaths, type ApiDeps, type MailMessage } from '@praxiform/api';
import { createTestDeps } from '@praxiform/api/testing';
import { createTemplate, createUser, getTestPrisma } from '@praxiform/db/testing';
import { createApp } from '../app';

const lines: string[] = [];
const secrets = new Map<string, string>();
let deps: ApiDeps;
let server: Server;
let base: string;

/** What nodemailer throws when the relay refuses every recipient (its message and fields, with this mail's address). */
function smtpRefusal(message: MailMessage): Error {
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${message.to}>: Recipient address rejected`), {
    code: 'EENVELOPE',
    command: 'RCPT TO',
    responseCode: 550,
    response: `550 5.1.1 <${message.to}>: Recipient address rejected; mail was: ${message.text}`,
    rejected: [message.to],
  });
}

beforeAll(async () => {
  const logger = createLogger(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  );
  deps = await createTestDeps({
    prisma: await getTestPrisma(),
    logger,
    mailer: {
      describe: 'refusing relay',
      send: async (message) => {
        await Promise.resolve();
        throw smtpRefusal(message);
      },
    },
  });
  server = await new Promise((resolve) => {
    const s = createApp({ deps }).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function call(method: string, url: string, options: { body?: unknown; raw?: string; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe('security: log scan', () => {
  it('logs no token, password, answer, patient name or email through register, login, send, answer and read', async () => {
    const prisma = deps.prisma;
    // Registration with a marker password (its verification mail fails and is logged).
    const registerPassword = 'Inscription-Marqueur-58!';
    secrets.set('registration password', registerPassword);
    const registered = await call('POST', '/api/register', {
      body: {
        first_name: 'Inès',
        last_name: 'Nouvelle',
        email: `ines-${Date.now()}@test.praxiform`,
        password: registerPassword,
        password_confirmation: registerPassword,
        language: 'fr',
        accept_terms: true,
      },
    });
    expect(registered.status).toBe(201);

    // The practitioner signs in (a wrong password first), sends a form to a patient by mail (the mail fails).
    const password = 'Praticien-Marqueur-63!';
    secrets.set('password', password);
    const practitioner = await createUser(prisma, { password });
    expect((await call('POST', '/api/login', { body: { email: practitioner.email, password: 'Faux-Marqueur-Mdp-17!' } })).status).toBe(401);
    secrets.set('wrong password', 'Faux-Marqueur-Mdp-17!');
    const login = await call('POST', '/api/login', { body: { email: practitioner.email, password } });
    const token = (login.body.data as { token: string }).token;
    secrets.set('session token', token);
    const patient = { firstName: 'Philibertine', lastName: 'Ozymandias', email: 'philibertine.ozy@patient.test' };
    secrets.set('patient first name', patient.firstName).set('patient last name', patient.lastName).set('patient email', patient.email);
    const created = await call('POST', '/api/trpc/patients.create', { token, body: patient });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const patientId = (created.body.result as { data: { patient: { id: number } } }).data.patient.id;
    const template = await createTemplate(prisma, { creatorId: practitioner.id });
    const sent = await call('POST', '/api/trpc/submissions.send', { token, body: { patientId, templateId: template.id, delivery: 'email' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { url, submission } = (sent.body.result as { data: { url: string; submission: { id: number } } }).data;
    const linkToken = url.slice(url.lastIndexOf('/') + 1);
    secrets.set('link token', linkToken);

    // The patient opens the link, sends a malformed body, then the answers (the practitioner's mail fails).
    const answer = 'Réponse-Marqueur-Quetzalcoatl';
    secrets.set('answer', answer);
    expect((await call('GET', `/api/public-forms/${linkToken}`)).status).toBe(200);
    expect((await call('POST', `/api/public-forms/${linkToken}`, { raw: `{"answers":{"motif":"${answer}"` })).status).toBe(400);
    expect((await call('POST', `/api/public-forms/${linkToken}`, { body: { answers: { motif: answer }, consent: true } })).status).toBe(201);
    expect((await call('POST', `/api/public-forms/${linkToken}`, { body: { answers: { motif: answer }, consent: true } })).status).toBe(409);

    // A respondent of the generic link, whose name and address are in the URL.
    const generic = genericLinkPaths(deps.secretKey, template.id, practitioner.id).withIdentity.replace(/^\/form\//, '');
    const respondent = generic
      .replace('PRENOM', 'Bartholomée')
      .replace('NOM', 'Vandersteen')
      .replace('EMAIL', encodeURIComponent('bartho.v@patient.test'));
    secrets.set('respondent first name', 'Bartholomée').set('respondent last name', 'Vandersteen').set('respondent email', 'bartho.v@patient.test');
    expect((await call('GET', `/api/public-forms/generic/${respondent}`)).status).toBe(200);
    expect((await call('POST', `/api/public-forms/generic/${respondent}`, { body: { answers: { motif: answer }, consent: true } })).status).toBe(201);

    // The practitioner reads the answers, the patient's page and its PDF.
    expect(
      (await call('GET', `/api/trpc/submissions.get?input=${encodeURIComponent(JSON.stringify({ id: submission.id }))}`, { token })).status,
    ).toBe(200);
    expect((await call('GET', `/api/patients/${patientId}/pdf`, { token })).status).toBe(200);
    expect((await call('POST', '/api/logout', { token, body: {} })).status).toBe(200);

    // Mails may fail after the answer: wait until the three failures are logged (verification, invitation, completion).
    await expect.poll(() => lines.filter((line) => /mail failed/.test(line)).length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.includes('request completed'))).toBe(true);
    const leaks = [...secrets]
      .filter(([, value]) => lines.some((line) => line.includes(value) || line.includes(encodeURIComponent(value))))
      .map(([name]) => name);
    console.log(
      `SECURITY logScan.flow: ${lines.length} lines (${lines.filter((l) => /"level":50/.test(l)).length} errors), ${secrets.size} secrets and patient data looked for, ${leaks.length} found`,
    );
    expect(leaks).toEqual([]);
  });
});
