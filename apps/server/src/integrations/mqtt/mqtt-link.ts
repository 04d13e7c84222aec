import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type MqttClient } from 'mqtt';

export interface MqttLinkOptions {
  /** `mqtt://`, `mqtts://` (credentials may be in the URL), `ws://` or `wss://`. */
  url: string;
  /** Retained `online` here once connected; the broker's last will sets it `offline` when we vanish. */
  statusTopic: string;
  log: FastifyBaseLogger;
  /** Called on every (re)connect, after the status: the broker may have lost what it retained. */
  onConnect(): void;
  /** The first retry waits this long, doubling up to `reconnectMaxMs`. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** Messages kept while the broker is away or slow; past this the oldest go. */
  maxQueued?: number;
}

export interface MqttLink {
  /** Queues a message (the newest per topic replaces an older one) and returns at once. */
  send(topic: string, payload: string, options?: { retain?: boolean }): void;
  isConnected(): boolean;
  /** Messages waiting to go or sent and not yet acknowledged. */
  pending(): number;
  /** Resolves once `count` more messages fit in the queue (at once when closed). */
  room(count: number): Promise<void>;
  /** Publishes `offline` to the status topic when it can, then disconnects; never waits long. */
  close(): Promise<void>;
}

/** Acknowledged publishes at a time: a slow broker fills our bounded queue, never the socket's. */
const MAX_IN_FLIGHT = 32;
const CLOSE_WAIT_MS = 2000;

/** The broker's host and port only: a URL may carry a password, which never reaches the logs. */
const brokerName = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'the MQTT broker';
  }
};

/**
 * One connection to an MQTT broker that never makes its callers wait: `send` queues and returns, a pump
 * publishes while connected, and reconnects back off from `reconnectMinMs` to `reconnectMaxMs`. The
 * queue keeps only the newest message per topic and at most `maxQueued` of them: a producer that waits
 * for `room` never overfills it, and past the limit the oldest go, which is safe for retained state since
 * `onConnect` publishes everything current again.
 */
export function openMqttLink(options: MqttLinkOptions): MqttLink {
  const minDelay = options.reconnectMinMs ?? 1000;
  const maxDelay = options.reconnectMaxMs ?? 30_000;
  const maxQueued = options.maxQueued ?? 1000;
  const broker = brokerName(options.url);
  const queue = new Map<string, { payload: string; retain: boolean }>();
  let inFlight = 0;
  let delay = minDelay;
  let retryTimer: NodeJS.Timeout | null = null;
  let closing = false;
  let warned = false;
  let dropped = 0;
  let waiting: { count: number; resolve: () => void }[] = [];

  function wake() {
    const fits = (count: number) => closing || queue.size === 0 || queue.size + count <= maxQueued;
    const ready = waiting.filter((waiter) => fits(waiter.count));
    waiting = waiting.filter((waiter) => !fits(waiter.count));
    for (const waiter of ready) waiter.resolve();
  }

  const client: MqttClient = connect(options.url, {
    clientId: `canopy-${randomBytes(6).toString('hex')}`,
    clean: true,
    keepalive: 30,
    connectTimeout: 10_000,
    // Reconnects are ours, with backoff; the client's own period is fixed.
    reconnectPeriod: 0,
    queueQoSZero: false,
    will: { topic: options.statusTopic, payload: Buffer.from('offline'), qos: 1, retain: true },
  });

  function pump() {
    while (client.connected && !closing && inFlight < MAX_IN_FLIGHT && queue.size > 0) {
      const [topic, message] = queue.entries().next().value!;
      queue.delete(topic);
      inFlight += 1;
      wake();
      client.publish(topic, message.payload, { qos: 1, retain: message.retain }, () => {
        // A publish cut short by a disconnect is not retried: the next connect republishes everything.
        inFlight -= 1;
        pump();
      });
    }
  }

  client.on('connect', () => {
    delay = minDelay;
    warned = false;
    options.log.info({ broker }, 'MQTT connected');
    client.publish(options.statusTopic, 'online', { qos: 1, retain: true });
    // Another instance that stopped leading may have set `offline` after we said `online`: say it again.
    client.subscribe(options.statusTopic, { qos: 1 });
    options.onConnect();
    pump();
  });
  client.on('message', (topic, payload) => {
    if (topic === options.statusTopic && payload.toString() === 'offline' && !closing)
      client.publish(options.statusTopic, 'online', { qos: 1, retain: true });
  });
  client.on('error', (err) => {
    if (!warned) options.log.warn({ err, broker }, 'MQTT broker unreachable; retrying with backoff');
    warned = true;
  });
  client.on('close', () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!closing) client.reconnect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxDelay);
  });

  return {
    send(topic, payload, { retain = true } = {}) {
      if (closing) return;
      queue.delete(topic);
      queue.set(topic, { payload, retain });
      while (queue.size > maxQueued) {
        queue.delete(queue.keys().next().value!);
        if (dropped++ === 0) options.log.warn({ broker }, 'MQTT queue full: dropping the oldest messages');
      }
      pump();
    },
    isConnected: () => client.connected,
    pending: () => queue.size + inFlight,
    room(count) {
      return new Promise((resolve) => {
        waiting.push({ count, resolve });
        wake();
      });
    },
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      queue.clear();
      wake();
      if (client.connected) {
        // A clean disconnect does not fire the last will: say `offline` ourselves first.
        const said = new Promise<void>((resolve) =>
          client.publish(options.statusTopic, 'offline', { qos: 1, retain: true }, () => resolve()),
        );
        await Promise.race([said, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      }
      await Promise.race([
        client.endAsync(),
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
      ]);
      if (!client.disconnected) await client.endAsync(true);
    },
  };
}
