import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * How the peer fails: `after-data` takes a whole message and never answers its final dot; `no-greeting`
 * accepts the connection and never says a word; `trickle` answers EHLO with a continuation line every
 * `trickleMs` for ever, so a client's inactivity timeouts never fire.
 */
export type SmtpStall = 'after-data' | 'no-greeting' | 'trickle';

export interface StallingSmtpPeer {
  /** smtp://127.0.0.1:<port>, without TLS. */
  url: string;
  /** Connections opened so far. */
  sessions(): number;
  /** Connections still open now. */
  openConnections(): number;
  /** Messages whose data ended with the final dot. */
  messagesEnded(): number;
  close(): Promise<void>;
}

/** An SMTP server on a loopback port that stalls the way real broken servers do, for outbox tests. */
export async function startStallingSmtpPeer(
  stall: SmtpStall,
  options: { trickleMs?: number } = {},
): Promise<StallingSmtpPeer> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let sessions = 0;
  let messagesEnded = 0;

  function speak(socket: Socket) {
    let inData = false;
    let buffered = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stalling.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messagesEnded += 1; // and no answer, ever
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' && stall === 'trickle') {
          const timer = setInterval(() => say('250-still thinking'), options.trickleMs ?? 3000);
          timers.add(timer);
          socket.once('close', () => (clearInterval(timer), timers.delete(timer)));
        } else if (verb === 'EHLO') {
          say('250-stalling.test');
          say('250-AUTH PLAIN LOGIN');
          say('250-8BITMIME');
          say('250-SMTPUTF8');
          say('250 SIZE 10485760');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else {
          say('250 OK');
        }
      }
    });
  }

  const server = createServer((socket) => {
    sessions += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (stall !== 'no-greeting') speak(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    sessions: () => sessions,
    openConnections: () => sockets.size,
    messagesEnded: () => messagesEnded,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
