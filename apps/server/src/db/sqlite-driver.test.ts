import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SQLITE_PACKAGE } from './sqlite-driver.ts';

describe('the better-sqlite3 build for this Node.js', () => {
  it('is version 12 on Node 20 and the Node-API version 13 on Node 22 and newer', () => {
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    const { version } = createRequire(import.meta.url)(`${SQLITE_PACKAGE}/package.json`) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBe(nodeMajor >= 22 ? 13 : 12);
  });
});
