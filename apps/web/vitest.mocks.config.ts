import { mockingTestFiles, webProject } from './vitest.shared.ts';

/** The web files that replace a module with `vi.mock`, each in a fresh module registry. */
export default webProject('web-mocks', { include: mockingTestFiles, exclude: [] }, true);
