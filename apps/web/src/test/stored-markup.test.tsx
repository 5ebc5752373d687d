// Stored text is escaped at each output (docs/architecture.md, "Stored text is escaped at each output"): the screens
// that print a ticket's subject and messages, a user's, template's or cabinet's name, an announcement or the public
// form's practitioner and form names get markup as it is stored, and show it as text; no element comes of it. The
// mails and PDFs are checked in packages/api/src/security/stored-markup.int.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type TField } from '@praxiform/domain';
import { AdminSupportPage } from '../features/admin/support/admin-support-page';
import { AdminTicketPage } from '../features/admin/support/admin-ticket-page';
import { AdminUsersPage } from '../features/admin/users/admin-users-page';
import { AnnouncementBanner } from '../components/layout/announcement-banner';
import { NotificationList } from '../components/notifications/notification-list';
import { renderPublicFormI18n } from '../form-fill/test-utils';
import type { TPublicForm } from '../public-form/api';
import { FORM_DATA_ID, takeEmbeddedForm } from '../public-form/embedded-form';
import { PublicFormApp } from '../public-form/public-form-app';
import type { TAdminTicketDetail, TAdminUserRow, TNotificationView } from '../lib/api-types';
import { createTestI18n } from './i18n';
import { fakeTrpc, renderAuthPage } from './render-page';
import { ADMINISTRATOR_ME } from './account-fixtures';

/** The value every screen gets: an element with a handler, an attribute and element break-out, an entity. */
const MARKUP = '<img src=x onerror=alert(1)>"><script>alert(1)</script>&amp;';

/** Nothing the value holds became an element, anywhere in the page (dialogs render outside the container). */
function expectNoInjectedElement() {
  expect(document.querySelectorAll('img, script, iframe, object, embed')).toHaveLength(0);
  expect(document.querySelector('[onerror], [onload], [onclick]')).toBeNull();
  expect(document.body.innerHTML).not.toContain('<img');
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value is on the page as text, once or more. */
const textsWith = (text: string) =>
  screen.getAllByText((_content, element) => element?.children.length === 0 && (element.textContent ?? '').includes(text));

const ME = ADMINISTRATOR_ME;

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('stored markup on the admin desk', () => {
  const ticket: TAdminTicketDetail = {
    id: 7,
    reference: 'SUP-2026-000007',
    subject: MARKUP,
    category: 'technical',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    user: { id: 2, name: `${MARKUP} Martin`, email: 'claire.martin@praxiform.test' },
    messages: [
      {
        id: 1,
        fromSupport: false,
        authorName: `${MARKUP} Martin`,
        body: `${MARKUP}\nsecond line`,
        attachmentUrl: null,
        createdAt: '2026-03-01T09:00:00.000Z',
      },
      { id: 2, fromSupport: true, authorName: 'Alice Admin', body: `Reply: ${MARKUP}`, attachmentUrl: null, createdAt: '2026-03-02T10:00:00.000Z' },
    ],
    userContext: {
      id: 2,
      firstName: MARKUP,
      lastName: 'Martin',
      email: 'claire.martin@praxiform.test',
      role: 'member',
      isAdministrator: false,
      blocked: false,
      interfaceLanguage: 'fr',
      createdAt: '2026-01-15T09:00:00.000Z',
      subscriptionStatus: 'trial',
      subscriptionPlan: null,
    },
  };

  it('the ticket list shows the subject and the user’s name as text', async () => {
    const { user, messages: _messages, userContext: _context, ...summary } = ticket;
    fakeTrpc({
      'auth.me': () => ({ data: { user: ME } }),
      'admin.support.list': () => ({ data: { total: 1, page: 1, pageSize: 20, tickets: [{ ...summary, user }] } }),
    });
    renderAuthPage(<AdminSupportPage />, { path: '/admin/support' });
    const [row] = await screen.findAllByTestId('desk-ticket-row');
    expect(row).toHaveTextContent(MARKUP);
    expect(row).toHaveTextContent(`${MARKUP} Martin`);
    expectNoInjectedElement();
  });

  it('the ticket page shows the subject, the messages and the author as text', async () => {
    fakeTrpc({ 'auth.me': () => ({ data: { user: ME } }), 'admin.support.get': () => ({ data: ticket }) });
    renderAuthPage(<AdminTicketPage />, { path: '/admin/support/:id', url: '/fr/admin/support/7' });
    expect(await screen.findByRole('heading', { level: 1, name: MARKUP })).toBeInTheDocument();
    const [first, reply] = screen.getAllByTestId('desk-message');
    expect(first).toHaveTextContent(`${MARKUP} Martin`);
    expect(first!.textContent).toContain(`${MARKUP}\nsecond line`);
    expect(reply).toHaveTextContent(`Reply: ${MARKUP}`);
    expect(screen.getByTestId('ticket-user')).toHaveTextContent(MARKUP);
    expectNoInjectedElement();
  });

  it('the user list and its confirmation dialog show the name as text', async () => {
    const user = { id: 2, firstName: MARKUP, lastName: 'Martin', email: 'claire.martin@praxiform.test', role: 'client', isAdministrator: false };
    const row = { ...user, blocked: false, profileCompleted: true, createdAt: '2026-03-01T09:00:00.000Z', lastLoginAt: null } as TAdminUserRow;
    fakeTrpc({
      'auth.me': () => ({ data: { user: ME } }),
      'admin.users.stats': () => ({
        data: { totalUsers: 2, admins: 1, clients: 1, members: 0, patients: 0, templates: 0, formsSent: 0, newUsersLast7Days: 0 },
      }),
      'admin.users.list': () => ({ data: { items: [row], total: 1, page: 1, pageSize: 20 } }),
    });
    renderAuthPage(<AdminUsersPage />, { path: '/admin/users' });
    const [listed] = await screen.findAllByTestId('admin-user-row');
    expect(listed).toHaveTextContent(`${MARKUP} Martin`);
    fireEvent.click(within(listed!).getByRole('button', { name: `Bloquer ${MARKUP} Martin` }));
    expect(await screen.findByRole('dialog', { name: new RegExp(`^Bloquer ${escapeRe(MARKUP)} Martin\\s\\?$`) })).toBeInTheDocument();
    expectNoInjectedElement();
  });
});

describe('stored markup in notifications and announcements', () => {
  it('the notification panel shows form, patient and sender names as text, for every kind', () => {
    const base = { submissionId: null, ticketId: null, patientId: null, patientName: null, actorName: null, alert: false, band: null, read: false };
    const items: TNotificationView[] = [
      {
        ...base,
        id: 1,
        kind: 'form_completed',
        submissionId: 3,
        patientId: 7,
        patientName: `Zoé ${MARKUP}`,
        formName: MARKUP,
        createdAt: '2026-03-10T11:00:00.000Z',
      },
      { ...base, id: 2, kind: 'form_completed', submissionId: 4, formName: MARKUP, createdAt: '2026-03-10T11:00:00.000Z' },
      { ...base, id: 3, kind: 'template_shared', actorName: `${MARKUP} Roux`, formName: MARKUP, createdAt: '2026-03-10T11:00:00.000Z' },
      { ...base, id: 4, kind: 'cabinet_invite', actorName: `${MARKUP} Martin`, formName: MARKUP, createdAt: '2026-03-10T11:00:00.000Z' },
      { ...base, id: 5, kind: 'support_reply', ticketId: 9, formName: MARKUP, createdAt: '2026-03-10T11:00:00.000Z' },
    ];
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <MemoryRouter initialEntries={['/en/dashboard']}>
          <NotificationList items={items} now={new Date('2026-03-10T12:00:00.000Z')} onOpen={vi.fn()} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: new RegExp(`^${escapeRe(`Zoé ${MARKUP} completed “${MARKUP}”`)}`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`anonymous.*“${escapeRe(MARKUP)}”`, 'i') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${escapeRe(`${MARKUP} Roux`)}.*“${escapeRe(MARKUP)}”`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${escapeRe(`${MARKUP} Martin`)}`) })).toBeInTheDocument();
    expectNoInjectedElement();
  });

  it('the announcement banner shows the title and the text as text', async () => {
    const announcement = { id: 7, level: 'warning', title: MARKUP, body: `${MARKUP}\nline 2`, startsAt: '2026-11-24T08:00:00.000Z' };
    fakeTrpc({ 'notifications.announcements': () => ({ data: { items: [announcement] } }) });
    renderAuthPage(<AnnouncementBanner />, { locale: 'en', path: '/home' });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const [item] = within(region).getAllByRole('listitem');
    expect(item).toHaveTextContent(`Important: ${MARKUP}`);
    expect(item!.textContent).toContain(`${MARKUP}\nline 2`);
    expect(within(region).getByRole('button', { name: `Dismiss the announcement “${MARKUP}”` })).toBeInTheDocument();
    expectNoInjectedElement();
  });
});

describe('stored markup on the public form page', () => {
  const fields: TField[] = [
    {
      id: 'pain',
      type: 'radio',
      title: MARKUP,
      required: false,
      practitionerOnly: false,
      options: [
        { id: 'yes', label: MARKUP, children: [] },
        { id: 'no', label: 'No', children: [] },
      ],
    },
  ];
  const form: TPublicForm = {
    formName: MARKUP,
    practitionerName: `${MARKUP} Martin`,
    practitionerProfession: 'other',
    practitionerCustomProfession: MARKUP,
    instructions: `${MARKUP} instructions`,
    patientInstructions: `${MARKUP} patient instructions`,
    language: 'en',
    fields,
    expiresAt: '2030-01-31T23:59:59.999Z',
    respondent: { firstName: MARKUP, lastName: null, email: null },
  };

  it('shows the practitioner, the form, the fields and the instructions as text, from the form the server embeds', async () => {
    // As apps/server/src/spa.ts writes it: JSON in a <script type="application/json">, with "<", ">" and "&" escaped.
    const json = JSON.stringify({ apiPath: `/api/public-forms/${'Q'.repeat(64)}`, status: 200, body: { form } })
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    const script = document.createElement('script');
    script.id = FORM_DATA_ID;
    script.type = 'application/json';
    script.textContent = json;
    document.body.append(script);
    const embedded = takeEmbeddedForm(document);
    expect(embedded?.body).toEqual({ form });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);

    renderPublicFormI18n(<PublicFormApp pathname={`/en/form/${'Q'.repeat(64)}`} fallbackLocale="fr" embedded={embedded} />, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: MARKUP })).toBeInTheDocument();
    expect(textsWith(`${MARKUP} Martin (${MARKUP})`)).not.toHaveLength(0);
    expect(textsWith(`Hello ${MARKUP}`)).not.toHaveLength(0);
    expect(textsWith(`${MARKUP} instructions`)).not.toHaveLength(0);
    expect(textsWith(`${MARKUP} patient instructions`)).not.toHaveLength(0);
    expect(screen.getByRole('radiogroup', { name: new RegExp(`^${escapeRe(MARKUP)}`) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: MARKUP })).toBeInTheDocument();
    // The page's title is the product's texts only: no stored value goes into it.
    await waitFor(() => expect(document.title).not.toBe(''));
    expect(document.title).not.toContain('<');
    expect(document.title).not.toContain(MARKUP);
    expect(fetchMock).not.toHaveBeenCalled();
    expectNoInjectedElement();
  });
});

describe('no HTML is written from a string', () => {
  /** Every source file of the SPA and the public form page, tests left out. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}test${path.sep}`) ? [file] : [];
    });
  }

  it('no component sets dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML or document.write', () => {
    const root = path.resolve(__dirname, '..');
    const files = sources(root);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    // One exception: hydration leaves a static part of a prerendered page as served by declaring its content as an
    // empty raw HTML string, which Preact never writes (components/layout/keep-prerendered.tsx). No other value.
    const keeper = path.join('components', 'layout', 'keep-prerendered.tsx');
    expect(offenders.map((file) => path.relative(root, file))).toEqual([keeper]);
    const kept = readFileSync(path.join(root, keeper), 'utf8');
    expect(kept.match(/dangerouslySetInnerHTML=\{(\w+)\}/g)).toEqual(['dangerouslySetInnerHTML={SERVED_HTML}']);
    expect(kept).toContain("const SERVED_HTML = { __html: '' };");
    expect(kept.match(/__html/g)).toHaveLength(1);
    expect(kept).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});
