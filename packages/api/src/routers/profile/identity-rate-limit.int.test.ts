// Proofs of identity inside a session are limited per user: the 11th password guess in 15 minutes is refused.
import { describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';

describe('identity checks are rate limited per user', () => {
  it('answers PASSWORD_INCORRECT ten times, then RATE_LIMITED even for the right password; other users are not affected', async () => {
    const deps = await createTestDeps();
    const victim = await createUser(deps.prisma, { password: 'Correct-Horse-1!' });
    const other = await createUser(deps.prisma, { password: 'Correct-Horse-1!' });
    const caller = await createTestCaller(deps, victim.id);
    const attempt = (currentPassword: string) =>
      caller.profile.changePassword({ currentPassword, password: 'Nouveau-Passe-2!', passwordConfirmation: 'Nouveau-Passe-2!' });

    for (let i = 0; i < 10; i += 1) expect(await rejectionCode(attempt(`Wrong-guess-${i}!`))).toBe('PASSWORD_INCORRECT');
    expect(await rejectionCode(attempt('Correct-Horse-1!'))).toBe('RATE_LIMITED');

    const otherCaller = await createTestCaller(deps, other.id);
    await expect(
      otherCaller.profile.changePassword({
        currentPassword: 'Correct-Horse-1!',
        password: 'Nouveau-Passe-2!',
        passwordConfirmation: 'Nouveau-Passe-2!',
      }),
    ).resolves.toEqual({ success: true });
  });
});
