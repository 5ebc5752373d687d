// zod skips the schema's "confirmation matches" refinement while another field is invalid; the forms still show the
// mismatch on the first submit, so the user fixes everything at once (an empty confirmation says "required").
export function confirmationProblem(values: { password: string; passwordConfirmation: string }): string | undefined {
  if (values.password === values.passwordConfirmation) return undefined;
  return values.passwordConfirmation.trim() === '' ? 'REQUIRED' : 'PASSWORD_MISMATCH';
}
