// The entry of the server's background processes (background-process.ts starts them; argv[2] is the
// URL of the TypeScript module that does the work). First it lowers the process's priority to the
// least. On Linux a nice value belongs to a thread, and a thread starts with its creator's: so every
// thread that exists by now (V8's helpers, libuv's pool) is lowered one by one, and the ones started
// later (libvips's) inherit it. Elsewhere the call lowers the process. Then, as a child process starts
// without the TypeScript loader the server runs under (in `npm start` and in the tests alike), it
// registers that loader before loading the module.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

const LOWEST = 19;
if (process.platform === 'linux') {
  for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), LOWEST);
} else {
  setPriority(LOWEST);
}
const { register } = await import('tsx/esm/api');
register();
// The server went away (it exited or crashed): nothing is left to work for.
process.on('disconnect', () => process.exit(0));
await import(process.argv[2]);
