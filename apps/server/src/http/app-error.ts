/**
 * Where `AppError` lived before it moved down to `lib/` (lib is the bottom layer, and `lib/keyset-cursor.ts`
 * throws one). Kept only for modules/bugs and modules/tasks, which are being rewritten onto one thread kernel
 * as this moves; delete it once they import `lib/app-error.ts`.
 */
export * from '../lib/app-error.ts';
