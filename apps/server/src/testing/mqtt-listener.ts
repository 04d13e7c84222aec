import { connectAsync, type MqttClient } from 'mqtt';

export interface HeardMessage {
  topic: string;
  payload: string;
  retain: boolean;
}

export interface MqttListener {
  /** Every message heard, in order. */
  heard: HeardMessage[];
  /** The newest message on a topic, if any. */
  latest(topic: string): HeardMessage | undefined;
  /** Resolves once `check` holds for what has been heard (rejects after the timeout). */
  until(check: (listener: MqttListener) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A subscriber as Home Assistant would be one: connects, subscribes, and keeps what it hears. */
export async function listen(url: string, topics: string[]): Promise<MqttListener> {
  const client: MqttClient = await connectAsync(url, { reconnectPeriod: 0 });
  const heard: HeardMessage[] = [];
  client.on('message', (topic, payload, packet) =>
    heard.push({ topic, payload: payload.toString(), retain: packet.retain }),
  );
  await client.subscribeAsync(topics, { qos: 1 });
  const listener: MqttListener = {
    heard,
    latest: (topic) => heard.findLast((message) => message.topic === topic),
    async until(check, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(listener)) {
        if (Date.now() > deadline) throw new Error(`not heard in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => client.endAsync(),
  };
  return listener;
}
