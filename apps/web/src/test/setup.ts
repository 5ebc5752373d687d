// Test set-up: jest-dom matchers and a clean DOM and storage between tests. findBy* and waitFor wait up to 5 s (the
// library's 1 s default failed pages whose fake queries resolve later on a loaded 2-core CI machine).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
