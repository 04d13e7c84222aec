/** What the module made first holds of one made after it: read only once `app.ts` has bound it. */
export interface Port<T> {
  get(): T;
}

/**
 * One side of a genuine two-way dependency between modules (notifications read and acknowledge alerts;
 * alerts notify through notifications). The module made first is given the port, and `app.ts` binds it
 * once, right after the other exists; nothing may call through it while the app is still being composed.
 */
export function createPort<T>(name: string): Port<T> & { bind(value: T): void } {
  let bound: T | undefined;
  return {
    get() {
      if (bound === undefined) throw new Error(`The ${name} port is used before app.ts bound it`);
      return bound;
    },
    bind(value) {
      if (bound !== undefined) throw new Error(`The ${name} port is bound twice`);
      bound = value;
    },
  };
}
