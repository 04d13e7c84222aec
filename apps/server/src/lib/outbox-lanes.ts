/** Where a message waits: one lane per channel and recipient. */
export interface LaneKey {
  channel: string;
  recipient: string;
}

export interface OutboxLanesOptions<Row extends LaneKey> {
  /** The messages due now, oldest first, leaving out the lanes that are busy sending. */
  due(busy: readonly LaneKey[]): Promise<Row[]>;
  /**
   * Sends one message (claiming it first); true when it was delivered. It must settle by a deadline of
   * its own, and at once when `signal` aborts (the outbox stops).
   */
  deliver(row: Row, signal: AbortSignal): Promise<boolean>;
  onError(error: unknown): void;
  /** At most this many lanes of one channel send at once (an SMTP server takes a few connections). */
  maxLanesPerChannel: number;
  /** A lane still busy after this long is reported once through `onStuck`. */
  stuckAfterMs: number;
  onStuck(lane: LaneKey, busyMs: number): void;
}

interface Lane {
  key: LaneKey;
  startedAt: number;
  done: Promise<number>;
  reported: boolean;
}

const laneId = (key: LaneKey) => `${key.channel}\u0000${key.recipient}`;

/**
 * Delivers an outbox in lanes: each lane (a recipient on a channel) sends its messages one by one, in
 * order, and lanes run side by side. A pass reads what is due for the idle lanes and starts them; when a
 * lane ends, another pass runs for what came due meanwhile. So a recipient whose server stalls delays
 * its own messages only, never another chat's or mailbox's, and no pass waits for a send.
 */
export function createOutboxLanes<Row extends LaneKey>(options: OutboxLanesOptions<Row>) {
  const lanes = new Map<string, Lane>();
  /** Passes still reading what is due: they may start lanes yet. */
  const passes = new Set<Promise<unknown>>();
  const stopping = new AbortController();

  function reportStuck(): void {
    const now = Date.now();
    for (const lane of lanes.values()) {
      if (lane.reported || now - lane.startedAt < options.stuckAfterMs) continue;
      lane.reported = true;
      options.onStuck(lane.key, now - lane.startedAt);
    }
  }

  async function send(rows: readonly Row[]): Promise<number> {
    let delivered = 0;
    for (const row of rows) {
      if (stopping.signal.aborted) break;
      if (await options.deliver(row, stopping.signal)) delivered += 1;
    }
    return delivered;
  }

  function startLane(key: LaneKey, rows: readonly Row[]): Promise<number> {
    const lane: Lane = { key, startedAt: Date.now(), done: Promise.resolve(0), reported: false };
    lane.done = send(rows)
      .catch((error: unknown) => {
        options.onError(error);
        return 0;
      })
      .finally(() => {
        lanes.delete(laneId(key));
        pump();
      });
    lanes.set(laneId(key), lane);
    return lane.done;
  }

  function busyIn(channel: string): number {
    let count = 0;
    for (const lane of lanes.values()) if (lane.key.channel === channel) count += 1;
    return count;
  }

  /** Starts the idle lanes that have due messages; resolves with what the lanes it started deliver. */
  async function pass(): Promise<Promise<number>[]> {
    if (stopping.signal.aborted) return [];
    reportStuck();
    const byLane = new Map<string, Row[]>();
    for (const row of await options.due([...lanes.values()].map((lane) => lane.key))) {
      const id = laneId(row);
      byLane.set(id, [...(byLane.get(id) ?? []), row]);
    }
    const started: Promise<number>[] = [];
    for (const [id, rows] of byLane) {
      const { channel, recipient } = rows[0]!;
      if (stopping.signal.aborted || lanes.has(id)) continue;
      if (busyIn(channel) >= options.maxLanesPerChannel) continue;
      started.push(startLane({ channel, recipient }, rows));
    }
    return started;
  }

  function trackedPass(): Promise<Promise<number>[]> {
    const running = pass();
    const settled: Promise<unknown> = running.catch(options.onError).finally(() => passes.delete(settled));
    passes.add(settled);
    return running;
  }

  /** Starts what is due without waiting for it to be sent (the periodic job, a kick, a lane's end). */
  function pump(): void {
    trackedPass().catch(() => undefined);
  }

  /** Waits until no pass reads and no lane sends. */
  async function idle(): Promise<void> {
    while (passes.size > 0 || lanes.size > 0) {
      await Promise.all([...passes, ...[...lanes.values()].map((lane) => lane.done)]);
    }
  }

  return {
    pump,
    /** Starts a pass soon, off the caller's stack. */
    kick(): void {
      setImmediate(pump);
    },
    /**
     * One pass, waited for: resolves with how many messages the lanes it started delivered. Lanes that
     * were busy are waited for too, with the passes their ends start, so a test sees everything due sent.
     */
    async runOnce(): Promise<number> {
      const busyBefore = lanes.size > 0;
      const counts = await Promise.all(await trackedPass());
      if (busyBefore) await idle();
      return counts.reduce((sum, n) => sum + n, 0);
    },
    idle,
    /** Stops for good: in-flight sends are aborted (each lane settles at once) and no pass starts again. */
    async stop(): Promise<void> {
      stopping.abort(new Error('the outbox is stopping'));
      await idle();
    },
  };
}

export type OutboxLanes = ReturnType<typeof createOutboxLanes>;
