// Each browser test as its own client address (X-Forwarded-For, honoured because the test server trusts loopback
// proxies): the per-IP limits on register, login and resend then count per test, not for the whole suite at once.
import { test as base } from '@playwright/test';

function randomClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

// The empty pattern is how Playwright declares a fixture without dependencies.
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': randomClientIp() });
  },
});

export { expect } from '@playwright/test';
