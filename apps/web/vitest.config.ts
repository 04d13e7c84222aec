import { mockingTestFiles, webProject } from './vitest.shared.ts';

// Files share one module registry and one jsdom per worker instead of making both again for each file:
// the environment and the imports were half of the web battery's time. Each test renders its own app,
// i18n instance, query client and router, and testing/setup.ts clears the DOM, storage and handlers
// after each; the files that mock a module run isolated, in `vitest.mocks.config.ts`.
export default webProject(
  'web',
  { include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], exclude: mockingTestFiles },
  false,
);
