// Import a FHIR Questionnaire: the text must be a JSON object before any call; the refusal's list is shown in words, and
// confirming sends the same Questionnaire again with dropUnsupported; every kind the server may list has its words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FHIR_UNSUPPORTED_KINDS } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { ImportFhirDialog } from './import-fhir-dialog';

afterEach(() => vi.unstubAllGlobals());

const QUESTIONNAIRE = {
  resourceType: 'Questionnaire',
  status: 'active',
  title: 'Suivi',
  item: [{ linkId: 'poids', type: 'quantity', text: 'Poids' }],
};

function renderDialog(onImported = vi.fn()) {
  renderAuthPage(<ImportFhirDialog open onOpenChange={() => undefined} onImported={onImported} />, { path: '/templates' });
  return onImported;
}

const paste = (value: string) => fireEvent.change(screen.getByLabelText('Questionnaire (JSON)'), { target: { value } });

describe('ImportFhirDialog', () => {
  it('asks for a JSON object before calling the server', async () => {
    const calls = fakeTrpc({});
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    paste('{"resourceType": "Questionnaire",');
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Ce texte n’est pas du JSON valide (un objet FHIR commence par {).')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure.includes('importFhir'))).toEqual([]);
  });

  it('shows what a template cannot hold, then imports without it once confirmed', async () => {
    const calls = fakeTrpc({
      'templates.importFhir': (input) =>
        JSON.stringify(input).includes('"dropUnsupported":true')
          ? { data: { template: { id: 41, name: 'Suivi' }, dropped: [{ linkId: 'poids', kind: 'item-type' }] } }
          : {
              error: {
                appCode: 'FHIR_UNSUPPORTED',
                httpStatus: 422,
                details: {
                  unsupported: [
                    { linkId: 'poids', kind: 'item-type' },
                    { linkId: null, kind: 'modifier-extension' },
                  ],
                },
              },
            },
    });
    const onImported = renderDialog();
    paste(JSON.stringify(QUESTIONNAIRE));
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ces éléments ne peuvent pas être repris dans un modèle :')).toBeInTheDocument();
    expect(within(alert).getByText(/type de question non pris en charge .* — question « poids »/)).toBeInTheDocument();
    expect(within(alert).getByText(/extension inconnue qui change le sens .* — le questionnaire/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Importer sans ces éléments' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ id: 41, name: 'Suivi', droppedCount: 1 }));
    const sent = calls.filter((call) => call.procedure.includes('templates.importFhir')).map((call) => JSON.stringify(call.input));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain(`"questionnaire":${JSON.stringify(QUESTIONNAIRE)},"dropUnsupported":false`);
    expect(sent[1]).toContain(`"questionnaire":${JSON.stringify(QUESTIONNAIRE)},"dropUnsupported":true`);
  });

  it('says why the server refused a file that is not a Questionnaire', async () => {
    fakeTrpc({ 'templates.importFhir': () => ({ error: { appCode: 'FHIR_INVALID', httpStatus: 422, details: { reason: 'not-a-questionnaire' } } }) });
    renderDialog();
    paste('{"resourceType":"Patient"}');
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Ce fichier n’est pas un questionnaire FHIR R4 lisible.')).toBeInTheDocument();
  });

  it('has words for every kind the server may list, in French, English and Dutch', () => {
    for (const locale of ['fr', 'en', 'nl'] as const) {
      const kinds = (resources[locale].templates as { importFhir: { kinds: Record<string, string> } }).importFhir.kinds;
      expect(Object.keys(kinds).sort(), locale).toEqual([...FHIR_UNSUPPORTED_KINDS].sort());
    }
  });
});
