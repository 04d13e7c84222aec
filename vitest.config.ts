import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/device-simulator', 'apps/server', 'apps/web', 'bench'],
  },
});
