// The OpenAPI document of the documented REST paths: the ten calls of the specification, snake_case everywhere, the user
// as ZRestUser (docs/auth-api.md#the-rest-user).
import { describe, expect, it } from 'vitest';
import { restOpenApiDocument } from './openapi';
import { ZRestUser } from './user';

/** Every property name of a JSON value's `properties` objects, however deep. */
function propertyNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(propertyNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key === 'properties' && typeof inner === 'object' && inner !== null ? Object.keys(inner) : []),
    ...propertyNames(inner),
  ]);
}

describe('the REST OpenAPI document', () => {
  const document = restOpenApiDocument();

  it("lists the specification's ten calls, with their methods", () => {
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls.sort()).toEqual(
      [
        'POST /login',
        'POST /register',
        'POST /complete-profile',
        'POST /email/resend-verification',
        'POST /logout',
        'GET /me',
        'POST /forgot-password',
        'POST /reset-password',
        'GET /auth/google',
        'POST /user/update-role',
      ].sort(),
    );
  });

  it("describes the user with ZRestUser's snake_case fields, all required", () => {
    const user = document.components.schemas.User as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(user.properties).sort()).toEqual(Object.keys(ZRestUser.shape).sort());
    expect([...user.required].sort()).toEqual(Object.keys(ZRestUser.shape).sort());
    expect(user.properties).toMatchObject({
      profile_completed: { type: 'boolean' },
      is_administrator: { type: 'boolean' },
      first_name: { type: 'string' },
    });
  });

  it('names every body and answer field in snake_case', () => {
    const names = [...new Set(propertyNames(document))];
    expect(names).toEqual(expect.arrayContaining(['recaptcha_token', 'password_confirmation', 'redirect_url', 'pending_token', 'first_name']));
    expect(names.filter((name) => /[A-Z]/.test(name))).toEqual([]);
  });
});
