// Stored text is escaped at each output (docs/architecture.md, "Stored text is escaped at each output"). Ticket
// subjects and messages, template (form) names and field titles, and a patient's answers are stored as typed, markup
// included; cabinet names and person names refuse "<" and ">" at the API, but older rows and Google sign-ins (whose
// names are not checked against the name rule) may hold them. Each output that is not React gets the same value here,
// through the real services on the real database: the mails (through a real SMTP server, parsed back), the PDFs (read
// back from their bytes). The SPA's outputs are checked in apps/web/src/test/stored-markup.test.tsx.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinet, createPatient, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import type { ApiDeps } from '../context';
import { renderPatientPdf, renderSubmissionPdf } from '../services/exports/render-pdf';
import { submitPublicForm } from '../services/public-forms/submit-public-form';
import { createTestCaller, createTestDepsWithInbox, inspectPdf, rejectionMessages, type TSmtpInbox } from '../testing';

/** The value every output gets: an element with a handler, an attribute and element break-out, an entity. */
const MARKUP = '<img src=x onerror=alert(1)>"><script>alert(1)</script>&amp;';
/** The same value as HTML text: every "<", ">", '"' and "&" escaped (the "&" of "&amp;" too, so it reads "&amp;"). */
const MARKUP_IN_HTML = '&lt;img src=x onerror=alert(1)&gt;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;';

/** The elements and attributes of the mail layout (mail/render.ts); anything else in a mail's HTML came from a value. */
const LAYOUT_ELEMENTS = new Set(['html', 'body', 'div', 'p', 'a']);
const LAYOUT_ATTRIBUTES = new Set(['lang', 'style', 'href']);

/**
 * Tokenises the HTML part the way a browser starts to: "<" followed by a letter or "/" opens a tag. Every tag must be
 * one of the layout's, with double-quoted attributes of the layout holding no "<" or ">"; anything else (an <img>, a
 * <script>, an unquoted or extra attribute) fails. Returns the element names, in order.
 */
function layoutElements(html: string): string[] {
  const body = html.replace(/^<!doctype html>/i, '');
  expect(body.toLowerCase()).not.toContain('<!');
  const names: string[] = [];
  for (let at = body.indexOf('<'); at !== -1; at = body.indexOf('<', at + 1)) {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/.exec(body.slice(at));
    expect(tag, `markup at ${at}: ${body.slice(at, at + 40)}`).not.toBeNull();
    const [, , name = '', attributes = ''] = tag!;
    expect(LAYOUT_ELEMENTS, `element <${name}>`).toContain(name.toLowerCase());
    for (const [, attribute] of attributes.matchAll(/([a-z-]+)="/g)) expect(LAYOUT_ATTRIBUTES, `attribute ${attribute}`).toContain(attribute);
    names.push(name.toLowerCase());
  }
  return names;
}

/** A mail carrying MARKUP: escaped in HTML (which holds only the layout's elements), literal in the text and subject. */
function expectEscaped(mail: ParsedMail, subject: string) {
  expect(mail.subject).toBe(subject);
  const html = typeof mail.html === 'string' ? mail.html : '';
  expect(html).toContain(MARKUP_IN_HTML);
  expect(layoutElements(html)).toEqual(expect.arrayContaining(['html', 'body', 'p']));
  expect(html).not.toMatch(/<img|<script|onerror="/i);
  expect(mail.text).toContain(MARKUP);
  expect(mail.text).not.toContain('&lt;');
}

let inbox: TSmtpInbox;
let deps: ApiDeps;

beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox());
});
afterAll(() => inbox.close());

describe('stored markup in mails', () => {
  it('(the HTML check itself refuses an element, a handler or an unquoted attribute that a value would bring)', () => {
    expect(layoutElements('<!doctype html><html lang="en"><body><p style="x">&lt;img&gt;</p><a href="u">go</a></body></html>')).toEqual([
      'html',
      'body',
      'p',
      'p',
      'a',
      'a',
      'body',
      'html',
    ]);
    expect(() => layoutElements('<p><img src=x onerror=alert(1)></p>')).toThrow(/element <img>|markup at/);
    expect(() => layoutElements('<p>"><script>alert(1)</script></p>')).toThrow(/element <script>/);
    expect(() => layoutElements('<p><a href="u" onmouseover="alert(1)">x</a></p>')).toThrow(/attribute onmouseover/);
    expect(() => layoutElements('<p><a href=u>x</a></p>')).toThrow(/markup at/);
  });

  it('support reply: the ticket subject is escaped in HTML, literal in the subject line and the text', async () => {
    const practitioner = await createUser(deps.prisma, { interfaceLanguage: 'en' });
    const admin = await createUser(deps.prisma, { isAdministrator: true });
    const mine = await createTestCaller(deps, practitioner.id);
    const ticket = await mine.support.create({ category: 'technical', subject: MARKUP, message: `${MARKUP} in the first message` });
    expect(ticket.subject).toBe(MARKUP);
    const desk = await createTestCaller(deps, admin.id);
    const replied = await desk.admin.support.reply({ id: ticket.id, message: `${MARKUP} in the reply` });
    expect(replied.mail?.status).toBe('queued');

    const mail = await inbox.next(practitioner.email);
    expectEscaped(mail, `Support replied: “${MARKUP}” (${ticket.reference})`);
    // Both conversations give the messages back as typed: the SPA prints them as text.
    const seen = await desk.admin.support.get({ id: ticket.id });
    expect(seen.subject).toBe(MARKUP);
    expect(seen.messages.map((m) => m.body)).toEqual([`${MARKUP} in the first message`, `${MARKUP} in the reply`]);
  });

  it('cabinet invitations: the cabinet and inviter names are escaped, to a registered practitioner and to a new address', async () => {
    // The API refuses markup in a cabinet's name and in a person's name; a row from before that rule may hold it.
    const owner = await createUser(deps.prisma, { firstName: MARKUP, lastName: 'Martin', interfaceLanguage: 'en' });
    const ownerCaller = await createTestCaller(deps, owner.id);
    expect(await rejectionMessages(ownerCaller.cabinets.create({ name: MARKUP }))).toEqual(['TEXT_UNSAFE_CHARACTERS']);
    const cabinet = await createCabinet(deps.prisma, { ownerId: owner.id, name: MARKUP });
    const inviter = `${MARKUP} Martin`;

    const colleague = await createUser(deps.prisma, { interfaceLanguage: 'en' });
    expect((await ownerCaller.cabinets.invite({ id: cabinet.id, email: colleague.email })).mail.status).toBe('queued');
    expectEscaped(await inbox.next(colleague.email), `${inviter} invites you to the shared practice “${MARKUP}”`);
    // The in-app notification keeps both names as typed, for the SPA to print as text.
    const [notification] = (await (await createTestCaller(deps, colleague.id)).notifications.list()).items;
    expect(notification).toMatchObject({ kind: 'cabinet_invite', formName: MARKUP, actorName: inviter });

    const newcomer = 'newcomer@praxiform.test';
    expect((await ownerCaller.cabinets.invite({ id: cabinet.id, email: newcomer })).mail.status).toBe('queued');
    const register = await inbox.next(newcomer);
    expectEscaped(register, `${inviter} invites you to join Praxiform`);
    expect(register.text).toContain(`invites you to join the shared practice “${MARKUP}”`);
  });

  it('form invitation, form completed, and both PDFs: the form name, a field title and an answer keep every character', async () => {
    const practitioner = await createUser(deps.prisma, { firstName: MARKUP, lastName: 'Martin', interfaceLanguage: 'en' });
    const caller = await createTestCaller(deps, practitioner.id);
    const fields: TField[] = [{ id: 'note', type: 'text', title: MARKUP, required: false, practitionerOnly: false }];
    const { template } = await caller.templates.create({ name: MARKUP, type: 'bilan', language: 'en', fields });
    expect(template.name).toBe(MARKUP);
    const patient = await createPatient(deps.prisma, { ownerId: practitioner.id, firstName: 'Zoé', lastName: MARKUP, preferredLanguage: 'en' });

    // The patient's mail: practitioner and form names, and the practitioner's instructions (which refuse "<" and ">").
    const instructions = 'Bring "both" X-rays & the &amp; sign';
    const base = { patientId: patient.id, templateId: template.id };
    expect(await rejectionMessages(caller.submissions.send({ ...base, instructions: MARKUP }))).toEqual(['TEXT_UNSAFE_CHARACTERS']);
    const sent = await caller.submissions.send({ ...base, instructions });
    expect(sent.mail?.status).toBe('queued');
    const invitation = await inbox.next(patient.email!);
    expectEscaped(invitation, `${MARKUP} Martin invites you to fill in a form`);
    expect(invitation.text).toContain(`${MARKUP} Martin asks you to fill in the form “${MARKUP}” before your appointment.`);
    expect(invitation.text).toContain(instructions);
    expect(invitation.html).toContain('<p>Bring &quot;both&quot; X-rays &amp; the &amp;amp; sign</p>');

    // The practitioner's mail when the patient answers: patient and form names.
    const token = sent.url.slice(sent.url.lastIndexOf('/') + 1);
    const submitted = await submitPublicForm(
      { ...deps, ip: '203.0.113.7' },
      { link: { kind: 'token', token }, body: { answers: { note: MARKUP }, consent: true } },
    );
    await submitted.notified;
    expectEscaped(await inbox.next(practitioner.email), `Zoé ${MARKUP} completed “${MARKUP}”`);

    // The PDFs print the characters themselves: the text drawn on the page holds the value whole, nothing dropped.
    const one = await renderSubmissionPdf(deps, practitioner, { id: submitted.submissionId });
    const submissionText = inspectPdf(one.pdf).text;
    expect(submissionText.split('\n')).toEqual(expect.arrayContaining([MARKUP]));
    expect(submissionText).toContain(`Zoé ${MARKUP}`);
    expect(submissionText).not.toContain('&lt;');
    // The file name is ASCII letters, digits and dashes whatever the names hold.
    expect(one.filename).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
    const file = await renderPatientPdf(deps, practitioner, { id: patient.id });
    const fileText = inspectPdf(file.pdf).text;
    expect(fileText).toContain(MARKUP);
    expect(fileText.split('\n').filter((line) => line.includes(MARKUP)).length).toBeGreaterThanOrEqual(3);
    expect(fileText).not.toContain('&lt;');
    expect(file.filename).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
  });

  it('template shared: the notification keeps the template and sender names as typed (no mail is sent)', async () => {
    const sender = await createUser(deps.prisma, { firstName: MARKUP, lastName: 'Roux' });
    const recipient = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, sender.id);
    const fields: TField[] = [{ id: 'q', type: 'text', title: 'Question', required: false, practitionerOnly: false }];
    const { template } = await caller.templates.create({ name: MARKUP, type: 'bilan', language: 'fr', fields });
    const before = inbox.messages.length;
    await caller.templates.shareToUser({ id: template.id, email: recipient.email });
    const [notification] = (await (await createTestCaller(deps, recipient.id)).notifications.list()).items;
    expect(notification).toMatchObject({ kind: 'template_shared', formName: MARKUP, actorName: `${MARKUP} Roux` });
    expect(inbox.messages.length).toBe(before);
  });
});
