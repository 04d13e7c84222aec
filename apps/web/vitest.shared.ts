import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = import.meta.dirname;

/** The web's test files, relative to this folder. */
const testFiles = (folder: string) =>
  readdirSync(path.join(here, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

/**
 * The files that replace a module with `vi.mock`: a mock lives in the module registry, which files
 * without isolation share, so these run each in a fresh one (the `web-mocks` project).
 */
export const mockingTestFiles = [...testFiles('src'), ...testFiles('build')].filter((file) =>
  readFileSync(path.join(here, file), 'utf8').includes('vi.mock('),
);

/** The web project's settings, with its name and which files it runs. */
export const webProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      ...files,
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // Above findBy*'s 5 s wait (testing/setup.ts), so a slow page fails on what it lacks, not on time.
      testTimeout: 15_000,
      isolate,
    },
  });
