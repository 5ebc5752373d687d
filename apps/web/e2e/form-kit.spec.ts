// Every form refuses an empty submit the same way (docs/architecture.md, "Forms"): the shared schema's verdict on the
// fields, focus on the first refused field, the "fix the fields" banner where the form has one, nothing sent, and the
// page still passes axe. Screenshots at desktop and phone sizes go to test-results/screens/forms-<name>-<size>.png:
// they are what the one-form-kit change was compared with, screen by screen, against the build before it.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { readyAccount } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { signInAs } from './support/session';

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

type TScreen = {
  name: string;
  signedIn: boolean;
  path: string;
  /** Opens the form (a dialog) and returns where it is drawn; the page's main landmark when absent. */
  open?: (page: Page) => Promise<Locator>;
  submit: string;
  /** The banner's text when the form has one. */
  banner?: string;
};

const openDialog = (button: string, title: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

const SCREENS_UNDER_TEST: TScreen[] = [
  { name: 'login', signedIn: false, path: '/fr/login', submit: text('fr', 'auth', 'login.submit') },
  { name: 'register', signedIn: false, path: '/fr/register', submit: text('fr', 'auth', 'register.submit') },
  { name: 'forgot-password', signedIn: false, path: '/fr/forgot-password', submit: text('fr', 'auth', 'forgotPassword.submit') },
  {
    name: 'new-cabinet',
    signedIn: true,
    path: '/fr/cabinet',
    open: openDialog(text('fr', 'cabinets', 'list.empty.create'), text('fr', 'cabinets', 'create.title')),
    submit: text('fr', 'cabinets', 'create.submit'),
    banner: text('fr', 'cabinets', 'create.fixErrors'),
  },
  {
    name: 'new-patient',
    signedIn: true,
    path: '/fr/dashboard',
    open: openDialog(text('fr', 'patients', 'list.empty.create'), text('fr', 'patients', 'create.title')),
    submit: text('fr', 'patients', 'create.submit'),
    banner: text('fr', 'patients', 'form.fixErrors'),
  },
  {
    name: 'new-ticket',
    signedIn: true,
    path: '/fr/support',
    open: openDialog(text('fr', 'support', 'list.create'), text('fr', 'support', 'form.title')),
    submit: text('fr', 'support', 'form.submit'),
    banner: text('fr', 'support', 'form.fixErrors'),
  },
  { name: 'password', signedIn: true, path: '/fr/profile', submit: text('fr', 'profile', 'password.submit') },
];

test.describe.configure({ mode: 'serial' });

test.describe('an empty submit', () => {
  let account: Awaited<ReturnType<typeof readyAccount>>['account'];
  test.beforeAll(async ({ request }) => {
    ({ account } = await readyAccount(request, 'form-kit'));
  });

  for (const screen of SCREENS_UNDER_TEST) {
    test(`is refused on the fields of ${screen.name}`, async ({ page, request }) => {
      if (screen.signedIn) await signInAs(page, request, account);
      const sent: string[] = [];
      page.on('request', (call) => {
        if (call.method() === 'POST' && call.url().includes('/api/')) sent.push(call.url());
      });
      await page.setViewportSize(SIZES.desktop);
      await page.goto(screen.path);
      const scope = screen.open ? await screen.open(page) : page.getByRole('main');
      sent.length = 0;
      await scope.getByRole('button', { name: screen.submit, exact: true }).click();

      const refused = scope.locator('[aria-invalid="true"]');
      await expect(refused.first()).toBeVisible();
      await expect(refused.first()).toBeFocused();
      // Each refused field says why, in a message it points to.
      for (const field of await refused.all()) {
        const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
        const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
        expect(errorId, 'a refused field points to its message').toBeTruthy();
        await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
      }
      if (screen.banner) await expect(scope.getByText(screen.banner)).toBeVisible();
      expect(sent, 'nothing is sent while the form is refused').toEqual([]);
      await expectNoAxeViolations(page);

      for (const [device, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await scope.screenshot({ path: path.join(SCREENS, `forms-${screen.name}-${device}.png`) });
      }
    });
  }
});
