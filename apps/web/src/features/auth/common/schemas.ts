// The sign-in forms' schemas, loaded when a form is first used (components/forms/form-kit.ts, lazySchema): zod stays
// out of the sign-in pages' first load (docs/architecture.md, "The guest pages").
export { ZEmailInput, ZLoginInput, ZRegisterInput, ZResetPasswordInput } from '@praxiform/domain';
