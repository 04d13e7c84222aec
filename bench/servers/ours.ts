// The product's own app on a seeded database, listening for autocannon.
// argv: <sqlite file> <port>. Prints one JSON line {"token": ...} once it listens.
import { startOursApp } from '../lib/app.ts';

const [file, port] = process.argv.slice(2);
const { app, token } = await startOursApp(file!);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ token })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
