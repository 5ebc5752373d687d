// Vitest project "web": unit and component tests of the SPA in jsdom (listed by the root vitest.config.ts).
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // 20 s a test instead of Vitest's 5 s, once for every file. Not that renders are slow: measured on the 2-core
    // machine (whole web project, 2 workers, 566 tests), the median test takes 64 ms and the slowest 1.4 s; a file's
    // first test takes ~2.5 times the others (first render and role query ~490 ms, the same again ~190 ms: React and
    // Radix code paths warming up; an i18next instance costs ~2 ms, no test uses userEvent, and importing the module
    // graph, ~1.4 s a file, is paid before the tests and counts against no timeout). But findBy*/waitFor wait up to
    // 5 s (setup.ts), some up to 10 s, and a test chaining them on a loaded CI machine must fail on its own wait's
    // message, not on the test's limit.
    testTimeout: 20_000,
  },
});
