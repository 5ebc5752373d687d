// Share to a user: the email is required and valid before any call; only private templates; the server's refusals are explained.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { ShareDialog } from './share-dialog';
import { templateProblem } from './share-email';
import { templateSummary } from '../../test/template-fixtures';
import type { TTemplateSummary } from '../../lib/api-types';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(template: TTemplateSummary | null, onShared = vi.fn()) {
  renderAuthPage(<ShareDialog open template={template} onOpenChange={() => undefined} onShared={onShared} />, { path: '/templates' });
  return onShared;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('E-mail du praticien'), { target: { value } });

describe('templateProblem', () => {
  it('needs a template, a private one', () => {
    expect(templateProblem(null)).toBe('noForm');
    expect(templateProblem(templateSummary({ isPublic: true }))).toBe('alreadyPublic');
    expect(templateProblem(templateSummary({ publicCopyId: 9 }))).toBeNull();
  });
});

describe('ShareDialog', () => {
  it('requires an email, then a valid one, without calling the server', async () => {
    const calls = fakeTrpc({});
    renderDialog(templateSummary());
    submit();
    expect(await screen.findByText('Saisissez l’e-mail du praticien.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail du praticien')).toHaveAttribute('aria-invalid', 'true');
    typeEmail('paul@');
    submit();
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure.includes('shareToUser'))).toEqual([]);
  });

  it('refuses a public template', async () => {
    renderDialog(templateSummary({ isPublic: true }));
    typeEmail('paul@cabinet.be');
    submit();
    expect(await screen.findByText(/Ce modèle est déjà public/)).toBeInTheDocument();
  });

  it('says no template is selected', async () => {
    renderDialog(null);
    typeEmail('paul@cabinet.be');
    submit();
    expect(await screen.findByText('Aucun modèle sélectionné.')).toBeInTheDocument();
  });

  it('sends the trimmed email and reports success', async () => {
    const calls = fakeTrpc({ 'templates.shareToUser': () => ({ data: { success: true } }) });
    const onShared = renderDialog(templateSummary());
    typeEmail('  paul@cabinet.be ');
    submit();
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('paul@cabinet.be'));
    expect(JSON.stringify(calls.find((call) => call.procedure.includes('shareToUser'))?.input)).toContain('"email":"paul@cabinet.be"');
  });

  it.each([
    ['SHARE_RECIPIENT_NOT_FOUND', 404, 'Aucun praticien n’utilise cette adresse e-mail.'],
    ['SHARE_TO_SELF', 422, 'Vous ne pouvez pas vous envoyer un formulaire à vous-même.'],
  ])('explains %s', async (appCode, httpStatus, message) => {
    fakeTrpc({ 'templates.shareToUser': () => ({ error: { appCode, httpStatus } }) });
    renderDialog(templateSummary());
    typeEmail('paul@cabinet.be');
    submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the server’s refusal of the email on the field', async () => {
    fakeTrpc({
      'templates.shareToUser': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['email'], message: 'EMAIL_INVALID' }] },
      }),
    });
    renderDialog(templateSummary());
    typeEmail('paul@cabinet.be');
    submit();
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail du praticien')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the sending failed on another error', async () => {
    fakeTrpc({ 'templates.shareToUser': () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    renderDialog(templateSummary());
    typeEmail('paul@cabinet.be');
    submit();
    expect(await screen.findByText(/L’envoi a échoué\./)).toBeInTheDocument();
  });
});
