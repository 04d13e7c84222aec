import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  createAutomationStatesRepository,
  type EngineVersions,
  type StoredState,
} from '../automation-states.repository.ts';
import type { ActionSinks } from './action-sinks.ts';
import { alertCursor } from './alert-trigger.ts';
import { createAutomationParser, type EngineAutomation } from './engine-automation.ts';
import { INITIAL_STATE } from './engine.types.ts';
import { evaluateTrigger } from './evaluate-trigger.ts';
import { fire } from './fire.ts';
import { readFacts, referencedBy, type FactSources } from './read-facts.ts';
import { sameState } from './same-state.ts';

/**
 * How long evaluating may run before it yields to the event loop: well inside the 50 ms a request may wait,
 * and time-sliced rather than counted, since one automation that fires and acts costs what hundreds that
 * do not fire cost together.
 */
const SLICE_MS = 8;

export interface AutomationEngineDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  facts: FactSources;
  sinks: ActionSinks;
  /** This process's id in a re-asserted time block's run key; random unless a test names it. */
  bootId?: string;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * Evaluates every enabled automation (the singleton `automations` job): reads the facts once for all of
 * them, steps each trigger's pure evaluator over its stored state, stores the states that changed, and
 * fires what fired (fire.ts: the run row first, under its unique key). Yields to the event loop every
 * SLICE_MS so a large site never holds it.
 */
export function createAutomationEngine(deps: AutomationEngineDeps) {
  const repository = createAutomationStatesRepository(deps.db);
  const bootId = deps.bootId ?? randomBytes(4).toString('hex');
  // Time blocks this process has fired or seen fired since it booted (`<automation>@<block start>`).
  const asserted = new Set<string>();
  const parse = createAutomationParser();
  let parsedUnder: { version: string | null; automations: EngineAutomation[] } | undefined;
  // The states as of these versions: this engine's own writes are applied to them as it makes them.
  let statesUnder: { versions: EngineVersions; states: Map<string, StoredState> } | undefined;

  /**
   * The enabled automations, parsed: read again only when the automations' version (bumped in every
   * write's transaction) differs from the one they were read under. The versions are read first, so a
   * write committed while these are read shows as a change on the next evaluation.
   */
  async function enabled(version: string | null): Promise<EngineAutomation[]> {
    if (parsedUnder === undefined || parsedUnder.version !== version) {
      const automations = parse(await repository.enabledAutomations()).filter(
        (automation): automation is EngineAutomation => automation !== null,
      );
      parsedUnder = { version, automations };
    }
    return parsedUnder.automations;
  }

  /**
   * The stored states, read again only when another writer moved their version (another instance's
   * engine) or the automations changed (the service resets a state with the automation it saves).
   */
  async function statesAt(versions: EngineVersions): Promise<Map<string, StoredState>> {
    const known = statesUnder?.versions;
    if (statesUnder && known?.automations === versions.automations && known.states === versions.states) {
      return statesUnder.states;
    }
    const states = await repository.states();
    statesUnder = { versions, states };
    return states;
  }

  /** Applies this engine's own write to the kept states, unless another write came between. */
  function wrote(automationId: string, state: StoredState, version: number) {
    if (statesUnder && statesUnder.versions.states === version - 1) {
      statesUnder.versions = { ...statesUnder.versions, states: version };
      // As a read would give it back: its memory through JSON.
      statesUnder.states.set(automationId, { ...state, memory: JSON.parse(JSON.stringify(state.memory)) });
    } else {
      statesUnder = undefined;
    }
  }

  async function evaluate(now: Date = deps.clock.now()): Promise<{ evaluated: number; fired: number }> {
    const nowMs = now.getTime();
    const versions = await repository.versions();
    const automations = await enabled(versions.automations);
    if (automations.length === 0) return { evaluated: 0, fired: 0 };
    const states = await statesAt(versions);
    const stateOf = (id: string): StoredState => states.get(id) ?? { ...INITIAL_STATE, lastFiredAt: null };
    const cursors = automations
      .filter((a) => a.trigger.type === 'alert')
      .map((a) => alertCursor(stateOf(a.id), nowMs));
    const facts = await readFacts(
      deps.facts,
      referencedBy(automations),
      nowMs,
      cursors.length ? Math.min(...cursors) : null,
      {
        bootId,
        assertedSinceBoot: (id, start) => asserted.has(`${id}@${start}`),
      },
    );
    const at = now.toISOString();
    let fired = 0;
    let sliceStart = performance.now();
    for (const automation of automations) {
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
      try {
        if (await step(automation, stateOf(automation.id), facts, at, automations)) fired += 1;
      } catch (err) {
        deps.log.warn({ err, automationId: automation.id }, 'automation evaluation failed');
      }
    }
    return { evaluated: automations.length, fired };
  }

  async function step(
    automation: EngineAutomation,
    before: StoredState,
    facts: Parameters<typeof fire>[3],
    at: string,
    all: readonly EngineAutomation[],
  ): Promise<boolean> {
    const { state, firing } = evaluateTrigger(automation.id, automation.trigger, before, facts);
    const after: StoredState = { ...state, lastFiredAt: firing ? at : before.lastFiredAt };
    let won = false;
    // The run first: a process that dies before storing the state fires the same key again, which the
    // unique run key refuses.
    if (firing)
      won = await fire({ db: deps.db, runs: repository, sinks: deps.sinks }, automation, firing, facts, all);
    if (automation.trigger.type === 'time' && typeof after.memory.firedBlock === 'number') {
      asserted.add(`${automation.id}@${after.memory.firedBlock}`);
    }
    if (!sameState(before, after))
      wrote(automation.id, after, await repository.saveState(automation.id, after, at));
    return won;
  }

  return { evaluate, bootId };
}

export type AutomationEngine = ReturnType<typeof createAutomationEngine>;
