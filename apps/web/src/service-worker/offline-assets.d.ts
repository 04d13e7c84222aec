/** Written by the build (build/offline-assets.ts): the built files outside the precached shell. */
declare module 'virtual:canopy-offline-assets' {
  export const LATER_ASSETS: readonly string[];
}
