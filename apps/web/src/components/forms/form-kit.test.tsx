// The form kit on a shared schema (ZCabinetInput): the schema's verdict as translated messages on the fields, "required"
// for an empty field, focus on the first refused field, errors leaving as their field changes, the parsed output handed
// to the caller, and the server's issues put on the form's own fields (under a prefix too), never on unknown ones, and
// then kept off the form's alert.
import { TRPCClientError } from '@trpc/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZCabinetInput } from '@praxiform/domain';
import { TextAreaField, TextField } from '../ui';
import { renderWithLocale } from '../../test/render-with-locale';
import { lazySchema, useZodForm, type TFormKit } from './form-kit';

type TValues = { name: string; description: string };
type TOutput = { name: string; description?: string | null };

function KitForm({ onValid, expose }: { onValid: (data: TOutput) => void; expose?: (kit: TFormKit<TValues, TOutput>) => void }) {
  const kit = useZodForm(ZCabinetInput, { name: '', description: '' });
  expose?.(kit);
  return (
    <form id={kit.formId} noValidate onSubmit={kit.submit(onValid)}>
      <TextField label="Nom" {...kit.field('name')} />
      <TextAreaField label="Description" optional {...kit.field('description')} />
      {kit.hasFieldErrors && <p>{'Corrigez les champs signalés.'}</p>}
      <button type="submit">{'Créer'}</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

/** A failed tRPC call as the client sees a VALIDATION_FAILED answer. */
function validationFailure(issues: { path: (string | number)[]; message: string }[]) {
  return TRPCClientError.from({
    error: { message: 'VALIDATION_FAILED', code: -32600, data: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues } },
  });
}

/** ZCabinetInput behind a loader, as the sign-in pages give theirs (zod out of their first load). */
const loads = vi.fn(() => Promise.resolve(ZCabinetInput));
const LAZY_CABINET = lazySchema(loads);

function LazyKitForm({ onValid }: { onValid: (data: TOutput) => void }) {
  const kit = useZodForm(LAZY_CABINET, { name: '', description: '' });
  return (
    <form id={kit.formId} noValidate onSubmit={kit.submit(onValid)}>
      <TextField label="Nom" {...kit.field('name')} />
      <button type="submit">{'Créer'}</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('loads a lazy schema once, when focus first enters the form, and judges with it as with the schema itself', async () => {
    const onValid = vi.fn();
    renderWithLocale(<LazyKitForm onValid={onValid} />);
    expect(loads).not.toHaveBeenCalled();
    act(() => screen.getByLabelText(/^Nom/).focus());
    expect(loads).toHaveBeenCalledTimes(1);
    submit();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    type('Nom', ' Cabinet du Parc ');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ name: 'Cabinet du Parc' })));
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('says "required" for an empty field, focuses it, and sends nothing', async () => {
    const onValid = vi.fn();
    renderWithLocale(<KitForm onValid={onValid} />);
    submit();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    const name = screen.getByLabelText(/^Nom/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the schema’s own rule for a filled field, and the error leaves as soon as the field changes', async () => {
    renderWithLocale(<KitForm onValid={vi.fn()} />);
    type('Nom', 'L');
    type('Description', 'x'.repeat(1001));
    submit();
    expect(await screen.findByText('Le nom du cabinet doit contenir au moins 2 caractères.')).toBeInTheDocument();
    expect(screen.getByText('La description doit contenir au plus 1000 caractères.')).toBeInTheDocument();
    type('Nom', 'Li');
    expect(screen.queryByText('Le nom du cabinet doit contenir au moins 2 caractères.')).not.toBeInTheDocument();
    // The other field keeps its error until it changes or the form is submitted again.
    expect(screen.getByText('La description doit contenir au plus 1000 caractères.')).toBeInTheDocument();
  });

  it('hands the schema’s output (trimmed, an empty description as none) to the caller', async () => {
    const onValid = vi.fn();
    renderWithLocale(<KitForm onValid={onValid} />);
    type('Nom', '  Cabinet des Lilas  ');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Cabinet des Lilas', description: null });
    expect(screen.queryByText('Corrigez les champs signalés.')).not.toBeInTheDocument();
  });

  it('puts the server’s issues on the form’s fields, under a prefix too, and not on fields it does not have', async () => {
    let kit: TFormKit<TValues, TOutput> | undefined;
    renderWithLocale(<KitForm onValid={vi.fn()} expose={(current) => (kit = current)} />);

    let placed = false;
    const unsafeName = validationFailure([{ path: ['name'], message: 'TEXT_UNSAFE_CHARACTERS' }]);
    act(() => void (placed = kit!.showServerErrors(unsafeName)));
    expect(placed).toBe(true);
    // Put on its field, the failure stays off the form's alert, even once the field is fixed.
    expect(kit!.formLevelError(unsafeName)).toBeNull();
    expect(await screen.findByText(/caractères non autorisés/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveFocus());

    act(
      () =>
        void (placed = kit!.showServerErrors(validationFailure([{ path: ['cabinet', 'description'], message: 'NAME_TOO_LONG' }]), {
          under: 'cabinet',
        })),
    );
    expect(placed).toBe(true);
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');

    act(() => void (placed = kit!.showServerErrors(validationFailure([{ path: ['id'], message: 'INVALID_ID' }]))));
    expect(placed).toBe(false);
    const down = new Error('network down');
    act(() => void (placed = kit!.showServerErrors(down)));
    expect(placed).toBe(false);
    expect(kit!.formLevelError(down)).toBe(down);
    expect(kit!.formLevelError(null)).toBeNull();
  });
});
