// The shared field components: conditional questions, practitioner-only fields, error wiring, stars by keyboard, uploads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TAnswers, TField } from '@praxiform/domain';
import { UploadError } from './image-upload-input';
import { FieldsHarness, renderPublicFormI18n } from './test-utils';
import { backPainQuestion } from '../test/back-pain-question';

const PAIN = backPainQuestion({ whereHelp: 'Par exemple : bas du dos.' });
const NOTE: TField = { id: 'note', type: 'textarea', title: 'Note du praticien', required: false, practitionerOnly: true };
const RATING: TField = { id: 'sleep', type: 'rating', title: 'Qualité du sommeil', required: false, practitionerOnly: false, max: 5 };
const PHOTO: TField = { id: 'photo', type: 'image-upload', title: 'Photo de la zone', required: false, practitionerOnly: false };
const SYMPTOMS: TField = {
  id: 'symptoms',
  type: 'checkbox',
  title: 'Symptômes',
  required: false,
  practitionerOnly: false,
  options: [
    { id: 'a', label: 'Fièvre', children: [] },
    { id: 'b', label: 'Toux', children: [] },
  ],
};

describe('FormFields', () => {
  it('shows a conditional question only while its option is chosen', () => {
    renderPublicFormI18n(<FieldsHarness fields={[PAIN]} mode="patient" />);
    expect(screen.queryByLabelText(/Où exactement/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    const where = screen.getByLabelText(/Où exactement/);
    expect(where).toHaveAccessibleDescription('Par exemple : bas du dos.');
    expect(screen.getByText('Une question complémentaire est apparue.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Non' }));
    expect(screen.queryByLabelText(/Où exactement/)).toBeNull();
  });

  it('marks required questions for sight and for screen readers', () => {
    renderPublicFormI18n(<FieldsHarness fields={[PAIN]} mode="patient" />);
    const group = screen.getByRole('radiogroup', { name: 'Avez-vous mal au dos ? (obligatoire)' });
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('ties a translated error to its control', () => {
    renderPublicFormI18n(
      <FieldsHarness fields={[PAIN]} initial={{ pain: 'yes' }} errors={{ pain: 'REQUIRED', where: 'TOO_LONG' }} mode="patient" />,
      'en',
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('This field is required.');
    const where = screen.getByLabelText(/Où exactement/);
    expect(where).toHaveAttribute('aria-invalid', 'true');
    expect(where).toHaveAccessibleDescription('Answer too long (2000 characters at most). Par exemple : bas du dos.');
  });

  it('hides practitioner-only questions from the patient and badges them for the practitioner', () => {
    const { unmount } = renderPublicFormI18n(<FieldsHarness fields={[NOTE, PAIN]} mode="patient" />);
    expect(screen.queryByLabelText(/Note du praticien/)).toBeNull();
    unmount();
    renderPublicFormI18n(<FieldsHarness fields={[NOTE, PAIN]} mode="practitioner" />);
    const note = screen.getByLabelText(/Note du praticien/);
    expect(note.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Réservé au praticien')).toBeInTheDocument();
  });

  it('keeps checkbox answers in the order of the options', () => {
    const onAnswers = vi.fn<(answers: TAnswers) => void>();
    renderPublicFormI18n(<FieldsHarness fields={[SYMPTOMS]} mode="patient" onAnswers={onAnswers} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toux' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fièvre' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ symptoms: ['a', 'b'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toux' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ symptoms: ['a'] });
  });
});

describe('RatingInput', () => {
  it('is one tab stop whose arrows, Home and End choose a star', () => {
    const onAnswers = vi.fn<(answers: TAnswers) => void>();
    renderPublicFormI18n(<FieldsHarness fields={[RATING]} mode="patient" onAnswers={onAnswers} />);
    const group = screen.getByRole('radiogroup', { name: 'Qualité du sommeil' });
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(stars.filter((star) => star.tabIndex === 0)).toEqual([stars[0]]);

    act(() => stars[0]!.focus());
    fireEvent.keyDown(stars[0]!, { key: 'ArrowRight' });
    expect(onAnswers).toHaveBeenLastCalledWith({ sleep: 2 });
    expect(stars[1]).toHaveFocus();
    expect(stars[1]).toHaveAttribute('aria-checked', 'true');
    expect(stars[1]).toHaveAccessibleName('2 étoiles sur 5');
    expect(stars.filter((star) => star.tabIndex === 0)).toEqual([stars[1]]);

    fireEvent.keyDown(stars[1]!, { key: 'End' });
    expect(onAnswers).toHaveBeenLastCalledWith({ sleep: 5 });
    fireEvent.keyDown(stars[4]!, { key: 'ArrowRight' });
    expect(onAnswers).toHaveBeenLastCalledWith({ sleep: 1 });
    fireEvent.keyDown(stars[0]!, { key: 'ArrowLeft' });
    expect(onAnswers).toHaveBeenLastCalledWith({ sleep: 5 });
    fireEvent.keyDown(stars[4]!, { key: 'Home' });
    expect(onAnswers).toHaveBeenLastCalledWith({ sleep: 1 });
    expect(stars[0]).toHaveFocus();
  });
});

describe('ImageUploadInput', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const picture = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

  it('refuses a file of another type or over 5 MB before any upload', () => {
    const uploadImage = vi.fn();
    renderPublicFormI18n(<FieldsHarness fields={[PHOTO]} mode="patient" uploadImage={uploadImage} />);
    const input = screen.getByLabelText('Choisir une image');
    fireEvent.change(input, { target: { files: [picture('application/pdf', 10)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Format non accepté : JPEG, PNG, GIF ou WebP uniquement.');
    fireEvent.change(input, { target: { files: [picture('image/png', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Cette image dépasse 5 Mo.');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('uploads, shows the preview and the progress, and removes the picture', async () => {
    let finish: (fileId: string) => void = () => undefined;
    const uploadImage = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const onAnswers = vi.fn<(answers: TAnswers) => void>();
    const onUploading = vi.fn();
    renderPublicFormI18n(<FieldsHarness fields={[PHOTO]} mode="patient" uploadImage={uploadImage} onUploading={onUploading} onAnswers={onAnswers} />);
    fireEvent.change(screen.getByLabelText('Choisir une image'), { target: { files: [picture('image/jpeg', 2048)] } });
    expect(await screen.findByText('Envoi de l’image… 40 %')).toBeInTheDocument();
    expect(onUploading).toHaveBeenLastCalledWith(true);
    await act(async () => finish('0b3cbd5e-7b1a-4c57-9c1e-2f6a4c7d8e90'));
    expect(onAnswers).toHaveBeenLastCalledWith({ photo: '0b3cbd5e-7b1a-4c57-9c1e-2f6a4c7d8e90' });
    expect(onUploading).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('img', { name: 'Aperçu de l’image jointe' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer l’image' }));
    expect(onAnswers).toHaveBeenLastCalledWith({ photo: null });
    expect(screen.getByLabelText('Choisir une image')).toBeInTheDocument();
  });

  it('says why the server refused the picture', async () => {
    const uploadImage = vi.fn(() => Promise.reject(new UploadError('tooLarge')));
    renderPublicFormI18n(<FieldsHarness fields={[PHOTO]} mode="patient" uploadImage={uploadImage} />, 'nl');
    fireEvent.change(screen.getByLabelText('Afbeelding kiezen'), { target: { files: [picture('image/webp', 10)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze afbeelding is groter dan 5 MB.');
  });
});
