import { FED_STAGES, FOLLOW_UP_SEVERITY, type ScoutingKind } from '@canopy/shared/feeding';
import { instantOfLocal } from '@canopy/shared/local-time';
import type { Actor } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run, RunSummary } from '@canopy/shared/schemas/runs';
import { addDaysToDate, daysBetweenDates, localDate } from '@canopy/shared/site-days';
import type { Clock } from '../../lib/clock.ts';
import type { ProductInput, ProductsService } from '../feeding/products.service.ts';
import type { ProtectionModule } from '../protection/protection.module.ts';
import type { TreatmentInput } from '../protection/treatment-records.ts';
import { eventsOfRuns, standingAt } from '../runs/groups-at.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';

export interface DemoProtectionDeps {
  /** Who exists: the first admin keeps the products, scouts and treats. */
  users: { list(): Promise<{ id: string; role: string }[]> };
  products: Pick<ProductsService, 'list' | 'create'>;
  recordScouting: ProtectionModule['recordScouting'];
  recordTreatment: ProtectionModule['recordTreatment'];
  /** The demo's runs (made by seedDemoCrop before), whose rooms are scouted while plants stand in them. */
  runs: { list(filter: object): Promise<RunSummary[]>; get(id: string): Promise<Run> };
  rooms: { list(): Promise<Room[]> };
  zone: Pick<SiteZoneReader, 'timeZone'>;
  clock: Clock;
}

/** A pesticide against thrips, a fungicide against mildew, and predatory mites released on the plants. */
const PRODUCTS = {
  spinosad: {
    name: 'Spinosad 480 SC',
    kind: 'pesticide',
    activeIngredient: 'spinosad 480 g/L',
    reEntryHours: 4,
    preHarvestDays: 7,
    notes: 'Thrips and caterpillars. Spray at lights off: it is hard on bees and predatory mites when wet.',
  },
  bicarbonate: {
    name: 'Potassium bicarbonate',
    kind: 'pesticide',
    activeIngredient: 'potassium bicarbonate 85 %',
    reEntryHours: 4,
    preHarvestDays: 0,
    notes: 'Contact fungicide against powdery mildew; no waiting before harvest.',
  },
  swirskii: {
    name: 'Amblyseius swirskii',
    kind: 'biological',
    activeIngredient: 'Amblyseius swirskii (predatory mite)',
    reEntryHours: 0,
    preHarvestDays: 0,
    notes: 'Slow-release sachets of 250 mites, one per 2 m², hung in the canopy.',
  },
} satisfies Record<string, Omit<ProductInput, 'archived'>>;
type ProductKey = keyof typeof PRODUCTS;

/** What the weekly rounds look for, in turn: most weeks nothing, now and then a few. */
const ROUNDS: { pest: string; kind: ScoutingKind; where: string }[] = [
  { pest: 'thrips', kind: 'insect', where: 'blue sticky traps' },
  { pest: 'spider mites', kind: 'mite', where: 'undersides of the lower leaves' },
  { pest: 'powdery mildew', kind: 'fungus', where: 'upper fan leaves' },
  { pest: 'fungus gnats', kind: 'insect', where: 'yellow traps on the pots' },
  { pest: 'aphids', kind: 'insect', where: 'new growth' },
];

/** A treatment `daysAgo` before today at a time of the site's clock, in a room by name. */
interface DemoTreatment {
  room: string;
  daysAgo: number;
  time: string;
  product: ProductKey;
  body: Pick<TreatmentInput, 'dose' | 'unit' | 'method' | 'target' | 'applicator' | 'note'> &
    Partial<Pick<TreatmentInput, 'volume' | 'volumeUnit'>>;
}

/**
 * The demo's treatments: releases and sprays while the active runs grew and during the finished ones,
 * each long before their harvests' pre-harvest intervals (the harvests were recorded before). The spray
 * of the active flower room is given just before the demo starts (`now`), so its re-entry still runs.
 */
const TREATMENTS: DemoTreatment[] = [
  {
    room: 'Flower Room A',
    daysAgo: 230,
    time: '18:00',
    product: 'swirskii',
    body: { dose: 10, unit: 'units', method: 'release', target: 'thrips', applicator: 'Maya', note: '' },
  },
  {
    room: 'Flower Room B',
    daysAgo: 118,
    time: '20:00',
    product: 'spinosad',
    body: {
      dose: 0.3,
      unit: 'ml/L',
      volume: 30,
      volumeUnit: 'L',
      method: 'spray',
      target: 'thrips',
      applicator: 'Omar',
      note: 'Silver streaks on the leaves by the intake.',
    },
  },
  {
    room: 'Flower Room B',
    daysAgo: 90,
    time: '20:00',
    product: 'bicarbonate',
    body: {
      dose: 5,
      unit: 'g/L',
      volume: 30,
      volumeUnit: 'L',
      method: 'spray',
      target: 'powdery mildew',
      applicator: 'Omar',
      note: '',
    },
  },
  {
    room: 'Veg Room',
    daysAgo: 35,
    time: '18:00',
    product: 'swirskii',
    body: { dose: 6, unit: 'units', method: 'release', target: 'thrips', applicator: 'Maya', note: '' },
  },
  {
    room: 'Flower Room A',
    daysAgo: 15,
    time: '19:30',
    product: 'bicarbonate',
    body: {
      dose: 5,
      unit: 'g/L',
      volume: 40,
      volumeUnit: 'L',
      method: 'spray',
      target: 'powdery mildew',
      applicator: 'Omar',
      note: 'A few white spots on the Northern Lights.',
    },
  },
  {
    room: 'Veg Room',
    daysAgo: 6,
    time: '18:00',
    product: 'swirskii',
    body: { dose: 6, unit: 'units', method: 'release', target: 'thrips', applicator: 'Maya', note: '' },
  },
];

/** The spray given just before the demo starts, in the active flower room: its re-entry still runs. */
const RECENT_SPRAY: DemoTreatment = {
  room: 'Flower Room A',
  daysAgo: 0,
  time: '',
  product: 'spinosad',
  body: {
    dose: 0.3,
    unit: 'ml/L',
    volume: 40,
    volumeUnit: 'L',
    method: 'spray',
    target: 'thrips',
    applicator: 'Omar',
    note: 'Thrips on the traps by the door.',
  },
};
const RECENT_SPRAY_MINUTES_AGO = 30;
/** Scouting rounds are walked at this hour of the site's clock, weekly back from yesterday. */
const ROUND_TIME = '08:00';
/** The one sighting bad enough for a follow-up task: yesterday's round in this room. */
const OUTBREAK_ROOM = 'Flower Room A';
const OUTBREAK = {
  pest: 'spider mites',
  kind: 'mite' as const,
  where: 'corner plants by the door',
  note: 'Webbing on three plants; leaves stippled.',
};
/** The stages a round looks at: the growing plants a room feeds, not those drying or curing. */
const SCOUTED_STAGES: readonly string[] = FED_STAGES;

/**
 * Plant protection for a new database (DESIGN section 25): a pesticide, a fungicide and a biological, a
 * weekly scouting round of every room while the demo's runs stood in it (mostly nothing or a few, and
 * yesterday spider mites spreading in Flower Room A, which opens its follow-up task), and treatments of
 * the active and finished runs, the latest so recent that Flower Room A's re-entry still runs. Once: not
 * when a pesticide or biological exists. After seedDemoFeeding, which adds its products only into a
 * database without any.
 */
export async function seedDemoProtection(deps: DemoProtectionDeps): Promise<void> {
  const existing = await deps.products.list({ archived: 'true' });
  if (existing.some((product) => product.kind === 'pesticide' || product.kind === 'biological')) return;
  const admin = (await deps.users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const runs = await Promise.all((await deps.runs.list({})).map((run) => deps.runs.get(run._id)));
  const rooms = await deps.rooms.list();
  if (runs.length === 0 || rooms.length === 0) return;
  const productIds = {} as Record<ProductKey, string>;
  for (const [key, body] of Object.entries(PRODUCTS) as [ProductKey, Omit<ProductInput, 'archived'>][]) {
    productIds[key] = (await deps.products.create(actor, { ...body, archived: false }))._id;
  }

  const timeZone = await deps.zone.timeZone();
  const now = deps.clock.now();
  const today = localDate(now, timeZone);
  const at = (daysAgo: number, time: string) =>
    instantOfLocal(addDaysToDate(today, -daysAgo), time, timeZone);
  const roomId = (name: string) => rooms.find((room) => room.name === name)?._id;
  const events = eventsOfRuns(runs);

  // Oldest first, as a grower would have walked them.
  const first = localDate(runs.map((run) => run.startedAt).sort()[0]!, timeZone);
  const weeks = Math.floor((daysBetweenDates(first, today) - 1) / 7);
  let round = 0;
  for (let week = weeks; week >= 0; week -= 1) {
    const daysAgo = 1 + week * 7;
    const when = at(daysAgo, ROUND_TIME);
    for (const room of rooms) {
      const standing = standingAt(room._id, when, events);
      if (!standing.some((group) => SCOUTED_STAGES.includes(group.stage))) continue;
      round += 1;
      // One round in four finds a few; the outbreak is the one bad enough for a follow-up.
      const sighting =
        daysAgo === 1 && room.name === OUTBREAK_ROOM
          ? { ...OUTBREAK, severity: FOLLOW_UP_SEVERITY }
          : { ...ROUNDS[round % ROUNDS.length]!, note: '', severity: round % 4 === 0 ? 1 : 0 };
      await deps.recordScouting(actor, room._id, { at: when, ...sighting, photos: [] });
    }
  }

  const treat = async (treatment: DemoTreatment, when: string) => {
    const id = roomId(treatment.room);
    if (!id) return;
    await deps.recordTreatment(actor, id, {
      at: when,
      productId: productIds[treatment.product],
      ...treatment.body,
    });
  };
  for (const treatment of TREATMENTS) await treat(treatment, at(treatment.daysAgo, treatment.time));
  await treat(RECENT_SPRAY, new Date(now.getTime() - RECENT_SPRAY_MINUTES_AGO * 60_000).toISOString());
}
