// Test helper: Google's token endpoint replaced at the network boundary (undici MockAgent as the global dispatcher).
import { MockAgent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';

export const GOOGLE_TEST_CLIENT = { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'test-google-secret' };

export type TGoogleIdentity = { sub: string; email: string; email_verified?: boolean; given_name?: string; family_name?: string; aud?: string };

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned ID token: arctic only decodes it, as the spec allows for tokens fetched from the token endpoint. */
export function fakeIdToken(identity: TGoogleIdentity): string {
  const now = Math.floor(Date.now() / 1000);
  const { aud, ...claims } = identity;
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({ iss: 'https://accounts.google.com', aud: aud ?? GOOGLE_TEST_CLIENT.clientId, iat: now, exp: now + 3600, ...claims })}.c2lnbmF0dXJl`;
}

export type TGoogleTokenRequest = { body: URLSearchParams; authorization: string | undefined };

/**
 * Installs a MockAgent that answers POST https://oauth2.googleapis.com/token with `answer(request)` and lets
 * every local connection (our test server, the SMTP inbox) through. `restore()` puts the previous dispatcher back.
 */
export function mockGoogleTokenEndpoint(answer: (request: TGoogleTokenRequest) => { status: number; body: unknown }) {
  const previous: Dispatcher = getGlobalDispatcher();
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
  const requests: TGoogleTokenRequest[] = [];
  agent
    .get('https://oauth2.googleapis.com')
    .intercept({ path: '/token', method: 'POST' })
    .reply((options) => {
      const headers = new Headers(options.headers as Record<string, string>);
      // arctic sends the form as bytes; the mock hands them over as a string or a buffer.
      const raw = typeof options.body === 'string' ? options.body : Buffer.from(options.body as Uint8Array).toString('utf8');
      const request = { body: new URLSearchParams(raw), authorization: headers.get('authorization') ?? undefined };
      requests.push(request);
      const { status, body } = answer(request);
      return { statusCode: status, data: JSON.stringify(body), responseOptions: { headers: { 'content-type': 'application/json' } } };
    })
    .persist();
  setGlobalDispatcher(agent);
  return {
    requests,
    async restore() {
      setGlobalDispatcher(previous);
      await agent.close();
    },
  };
}
