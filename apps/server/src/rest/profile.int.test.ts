// REST contract of /api/complete-profile and /api/user/update-role over real HTTP: exact shapes and statuses.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@praxiform/api';
import { createTestDeps } from '@praxiform/api/testing';
import { createSubscription, createUser } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { createApp } from '../app';
import { ZRestUser } from './user';

let server: Server;
let base: string;
let prisma: PrismaClient;

beforeAll(async () => {
  const deps = await createTestDeps();
  prisma = deps.prisma;
  const app = createApp({ deps });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function post(path: string, body: unknown, token?: string, acceptLanguage?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenFor(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(prisma, overrides);
  return { user, token: (await createSession(prisma, user.id)).token };
}

describe('POST /api/complete-profile', () => {
  it('stores the profile from a snake_case body and answers the snake_case user in data.user, like /api/me', async () => {
    const { user, token } = await tokenFor({ profileCompleted: false, profession: null });
    const res = await post(
      '/complete-profile',
      {
        profession: 'physiotherapist',
        specialties: ['sports_physiotherapy', 'manual_therapy'],
        registration_number: '10012345678',
        work_address: 'Rue Neuve 1, 1000 Bruxelles',
        phone: '+32 470 12 34 56',
        custom_profession: null,
      },
      token,
    );
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          user: {
            id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            email: user.email,
            phone: '+32 470 12 34 56',
            profile_completed: true,
            role: 'trial',
            is_administrator: false,
            profession: 'physiotherapist',
            custom_profession: null,
            specialties: ['sports_physiotherapy', 'manual_therapy'],
            registration_number: '10012345678',
            work_address: 'Rue Neuve 1, 1000 Bruxelles',
            interface_language: 'fr',
            email_notifications: true,
            created_at: user.createdAt.toISOString(),
            last_login_at: null,
            counts: { patients: 0, sent_forms: 0, private_templates: 0 },
          },
        },
      },
    });
    expect(ZRestUser.strict().safeParse((res.body.data as { user: unknown }).user).success).toBe(true);
    // One shape for the three user-returning paths (docs/auth-api.md#the-rest-user): GET /api/me answers the same.
    const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toEqual(res.body);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      profession: 'physiotherapist',
      specialties: ['sports_physiotherapy', 'manual_therapy'],
      registrationNumber: '10012345678',
      workAddress: 'Rue Neuve 1, 1000 Bruxelles',
      phone: '+32 470 12 34 56',
      profileCompleted: true,
    });
  });

  it('takes `other` with a custom profession and free-text specialties', async () => {
    const { token } = await tokenFor({ profileCompleted: false, profession: null });
    const res = await post(
      '/complete-profile',
      { profession: 'other', custom_profession: 'Podologue', specialties: ['Semelles orthopédiques'] },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { user: { profile_completed: true, profession: 'other', custom_profession: 'Podologue', specialties: ['Semelles orthopédiques'] } },
    });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const token of [undefined, 'abcdefghijklmnopqrstuvwxyz234567']) {
      expect(await post('/complete-profile', { profession: 'dentist', specialties: [] }, token)).toEqual({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'UNAUTHENTICATED' },
      });
    }
  });

  it('answers 422 with field errors keyed like the body', async () => {
    const { user, token } = await tokenFor({ profileCompleted: false, profession: null });
    expect(await post('/complete-profile', { profession: 'other', specialties: [], phone: 'abc' }, token)).toEqual({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        errors: { custom_profession: ['CUSTOM_PROFESSION_REQUIRED'], phone: ['PHONE_INVALID'] },
      },
    });
    const wrongSpecialty = await post('/complete-profile', { profession: 'dentist', specialties: ['orthodontics', 'wound_care'] }, token);
    expect(wrongSpecialty.status).toBe(422);
    expect(wrongSpecialty.body.errors).toEqual({ 'specialties.1': ['SPECIALTY_INVALID'] });
    const missing = await post('/complete-profile', {}, token);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object)).toEqual(['profession']);
    expect((await post('/complete-profile', '[1,2]', token)).status).toBe(422);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profileCompleted).toBe(false);
  });

  it("writes the validation message in the signed-in user's language, whatever the browser asks for", async () => {
    const { token } = await tokenFor({ profileCompleted: false, profession: null, interfaceLanguage: 'nl' });
    const res = await post('/complete-profile', { profession: 'other', specialties: [], phone: 'abc' }, token, 'en-GB,en;q=0.9');
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Sommige velden zijn ongeldig: phone, custom_profession.' });
    expect((await post('/complete-profile', '[1,2]', token, 'en')).body.message).toBe('Sommige velden zijn ongeldig: profession.');
  });

  it('answers 400 for a malformed JSON body', async () => {
    const { token } = await tokenFor();
    expect(await post('/complete-profile', '{"profession":', token)).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', message: 'BAD_REQUEST' },
    });
  });
});

describe('POST /api/user/update-role', () => {
  it('answers { success: true, role } when the subscription entitles the role', async () => {
    const { user, token } = await tokenFor();
    await createSubscription(prisma, { userId: user.id, status: 'active', plan: 'quarterly' });
    expect(await post('/user/update-role', { role: 'member' }, token)).toEqual({ status: 200, body: { success: true, role: 'member' } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('member');
  });

  it('answers 200 { success: false, code: ROLE_NOT_ALLOWED } for member without a paid subscription and for administrator', async () => {
    const { user, token } = await tokenFor();
    const refused = { status: 200, body: { success: false, code: 'ROLE_NOT_ALLOWED' } };
    expect(await post('/user/update-role', { role: 'member' }, token)).toEqual(refused);
    await createSubscription(prisma, { userId: user.id, status: 'active', plan: 'monthly' });
    expect(await post('/user/update-role', { role: 'administrator', is_administrator: true, isAdministrator: true }, token)).toEqual(refused);
    expect(await post('/user/update-role', { role: 'client' }, token)).toEqual(refused);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: 'trial', isAdministrator: false });
  });

  it('answers 401 without a session and 422 for a missing or unknown role', async () => {
    expect(await post('/user/update-role', { role: 'member' })).toEqual({
      status: 401,
      body: { success: false, code: 'UNAUTHENTICATED', message: 'UNAUTHENTICATED' },
    });
    const { token } = await tokenFor();
    for (const body of [{}, { role: 'superuser' }, { role: 42 }]) {
      const res = await post('/user/update-role', body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { role: [expect.any(String)] } });
    }
  });
});
