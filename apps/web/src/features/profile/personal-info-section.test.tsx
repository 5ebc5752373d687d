// Personal information: the shared schema's errors on the first submit ("other" asks for its name even while another
// field is wrong), and the server's refusal of a field shown on that field.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFESSIONS, SPECIALTIES_BY_PROFESSION } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import type { TProfile } from '../../lib/api-types';
import { PersonalInfoSection } from './personal-info-section';

const PROFILE = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@cabinet.fr',
  hasPassword: true,
  pendingEmail: null,
  phone: null,
  profession: 'other',
  customProfession: 'Osteopath',
  specialties: [],
  registrationNumber: null,
  workAddress: null,
} as unknown as TProfile;

const options = (): TFakeAnswer => ({ data: { professions: PROFESSIONS, specialties: SPECIALTIES_BY_PROFESSION } });

afterEach(() => vi.unstubAllGlobals());

describe('PersonalInfoSection', () => {
  it('shows every field to fix on the first submit, without calling the server', async () => {
    const calls = fakeTrpc({ 'profile.options': options });
    renderAuthPage(<PersonalInfoSection profile={PROFILE} />, { path: '/profile', locale: 'en' });
    const custom = await screen.findByLabelText('Your profession');
    fireEvent.change(custom, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please specify your profession.')).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('profile.update');
  });

  it('puts the server refusal of a field on that field', async () => {
    const calls = fakeTrpc({
      'profile.options': options,
      'profile.update': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['phone'], message: 'PHONE_INVALID' }] },
      }),
    });
    renderAuthPage(<PersonalInfoSection profile={PROFILE} />, { path: '/profile', locale: 'en' });
    await screen.findByLabelText('Your profession');
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+32 470 12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.procedure === 'profile.update')?.input).toEqual({
      0: {
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '+32 470 12 34 56',
        profession: 'other',
        customProfession: 'Osteopath',
        specialties: [],
      },
    });
  });
});
