/**
 * Runs `work` with NODE_ENV 'production', so a build inside it ships React's production bundles (under
 * Vitest NODE_ENV is 'test'), then puts the variable back as it was. An absent variable stays absent:
 * assigning `undefined` to `process.env` stores the string "undefined", and every later build in the
 * process, and every child it starts (the product under Lighthouse), then built React's development
 * bundles.
 */
export async function withProductionNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
