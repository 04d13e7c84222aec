// The document thread's entry (document-thread.ts starts it). A worker thread starts without the
// TypeScript loader the main thread runs under, in `npm start` and in the tests alike, so this plain
// module registers it for this thread before loading the TypeScript that does the work.
import { register } from 'tsx/esm/api';

register();
await import('./document-worker.ts');
