/** What the module made first holds of one made after it: read only once the composition has bound it. */
export interface Port<T> {
  get(): T;
}

/**
 * One side of a genuine two-way dependency between modules (notifications read and acknowledge alerts;
 * alerts notify through notifications). The module made first is given the port, and the composition
 * (`app.ts` or an area's file in `compose/`) binds it once, right after the other exists, saying why the
 * port is needed; nothing may call through it while the app is still being composed.
 */
export function createPort<T>(name: string): Port<T> & { bind(value: T): void } {
  let bound: T | undefined;
  return {
    get() {
      if (bound === undefined) throw new Error(`The ${name} port is used before the composition bound it`);
      return bound;
    },
    bind(value) {
      if (bound !== undefined) throw new Error(`The ${name} port is bound twice`);
      bound = value;
    },
  };
}
