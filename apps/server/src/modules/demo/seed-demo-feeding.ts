import type { GrowingStage } from '@canopy/shared/crop';
import { FED_STAGES, recipeWeekOfDay } from '@canopy/shared/feeding';
import { instantOfLocal } from '@canopy/shared/local-time';
import type { Actor } from '@canopy/shared/permissions';
import type { DoseItemBody } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run, RunSummary } from '@canopy/shared/schemas/runs';
import { addDaysToDate, dayOfStage, daysBetweenDates, localDate } from '@canopy/shared/site-days';
import type { Clock } from '../../lib/clock.ts';
import type { ProductInput, ProductsService } from '../feeding/products.service.ts';
import type { RecipesService } from '../feeding/recipes.service.ts';
import type { createRoomFeeds } from '../feeding/room-feeds.ts';
import { eventsOfRuns, standingAt } from '../runs/groups-at.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';

export interface DemoFeedingDeps {
  /** Who exists: the first admin keeps the products and feeds the rooms. */
  users: { list(): Promise<{ id: string; role: string }[]> };
  products: Pick<ProductsService, 'list' | 'create'>;
  recipes: Pick<RecipesService, 'create'>;
  recordFeed: ReturnType<typeof createRoomFeeds>;
  /** The demo's runs (made by seedDemoCrop before), whose rooms are fed while their plants grow there. */
  runs: { list(filter: object): Promise<RunSummary[]>; get(id: string): Promise<Run> };
  rooms: { list(): Promise<Room[]> };
  zone: Pick<SiteZoneReader, 'timeZone'>;
  clock: Clock;
}

const PRODUCT_DEFAULTS = {
  activeIngredient: '',
  reEntryHours: 0,
  preHarvestDays: 0,
  notes: '',
  archived: false,
};

/** The products a grower feeds with: a two-part base, CalMag, a bloom booster and a root stimulant. */
const PRODUCTS = {
  baseA: {
    name: 'Grow Base A',
    kind: 'nutrient',
    activeIngredient: 'N 5 %, Ca 4 %, Fe chelate',
    notes: 'Part A of the two-part base: never mix it with part B undiluted.',
  },
  baseB: {
    name: 'Grow Base B',
    kind: 'nutrient',
    activeIngredient: 'P 4 %, K 6 %, Mg 2 %, S',
    notes: 'Part B of the two-part base: add it after part A is stirred in.',
  },
  calmag: { name: 'CalMag', kind: 'additive', activeIngredient: 'Ca 4 %, Mg 1.5 %' },
  bloom: { name: 'Bloom Booster PK 13-14', kind: 'nutrient', activeIngredient: 'P 13 %, K 14 %' },
  roots: { name: 'Root Stimulant', kind: 'additive', activeIngredient: 'Humic acids, B vitamins' },
} satisfies Record<string, Pick<ProductInput, 'name' | 'kind'> & Partial<ProductInput>>;
type ProductKey = keyof typeof PRODUCTS;

/** A recipe's doses in ml/L by product, its target EC (mS/cm) and pH. */
interface DemoRecipe {
  stage: GrowingStage;
  week: number;
  doses: Partial<Record<ProductKey, number>>;
  ec: number;
  ph: number;
  notes?: string;
}

const RECIPES: DemoRecipe[] = [
  { stage: 'veg', week: 1, doses: { baseA: 1, baseB: 1, calmag: 0.5, roots: 0.5 }, ec: 1.0, ph: 5.9 },
  { stage: 'veg', week: 2, doses: { baseA: 1.5, baseB: 1.5, calmag: 0.7, roots: 0.3 }, ec: 1.3, ph: 5.9 },
  { stage: 'veg', week: 3, doses: { baseA: 2, baseB: 2, calmag: 0.8 }, ec: 1.6, ph: 6.0 },
  { stage: 'veg', week: 4, doses: { baseA: 2.5, baseB: 2.5, calmag: 1 }, ec: 1.8, ph: 6.0 },
  { stage: 'flower', week: 1, doses: { baseA: 2.5, baseB: 2.5, calmag: 1 }, ec: 1.8, ph: 6.0 },
  { stage: 'flower', week: 2, doses: { baseA: 3, baseB: 3, calmag: 1 }, ec: 2.0, ph: 6.0 },
  { stage: 'flower', week: 3, doses: { baseA: 3, baseB: 3, calmag: 1, bloom: 0.5 }, ec: 2.1, ph: 6.0 },
  { stage: 'flower', week: 4, doses: { baseA: 3.2, baseB: 3.2, calmag: 1, bloom: 1 }, ec: 2.2, ph: 6.1 },
  { stage: 'flower', week: 5, doses: { baseA: 3.2, baseB: 3.2, calmag: 0.8, bloom: 1.5 }, ec: 2.3, ph: 6.1 },
  { stage: 'flower', week: 6, doses: { baseA: 3, baseB: 3, calmag: 0.8, bloom: 1.5 }, ec: 2.2, ph: 6.1 },
  { stage: 'flower', week: 7, doses: { baseA: 2.5, baseB: 2.5, bloom: 1 }, ec: 1.9, ph: 6.2 },
  { stage: 'flower', week: 8, doses: { baseA: 1.5, baseB: 1.5 }, ec: 1.2, ph: 6.2 },
  {
    stage: 'flower',
    week: 9,
    doses: {},
    ec: 0.3,
    ph: 6.2,
    notes: 'Plain pH-adjusted water: the flush before harvest.',
  },
];

/** Cuttings in the propagator get the root stimulant alone, weak. */
const CLONE_FEED: Partial<Record<ProductKey, number>> = { roots: 1 };
/** The stages a room is fed for, as a room feed finds them. */
const FED: readonly string[] = FED_STAGES;
/** Litres per plant a feed gives, by stage. */
const LITRES_PER_PLANT: Partial<Record<GrowingStage, number>> = { propagation: 0.1, veg: 0.8, flower: 1.5 };
/** Demo feeds are given at this hour of the site's clock. */
const FEED_TIME = '09:30';

/** To the nearest 1/`per` (20: a twentieth, as a meter reads EC and pH), without float noise. */
const round = (value: number, per: number) => Math.round(value * per) / per;
/** A small, repeatable wobble around a target (-0.15 to +0.15): no two feeds read exactly alike. */
const wobble = (index: number) => (((index * 37) % 7) - 3) / 20;

/**
 * Products, recipes for veg weeks 1-4 and flower weeks 1-9, and feeds every two or three days (alternately)
 * of each room while the demo's runs grew in it, backdated with their runoff, so a run's page shows its
 * feeds and totals (DESIGN section 25). Once: not when a nutrient exists. Which rooms held growing plants on
 * a day is read from the runs' stage events in memory, so no feed is tried on an empty room.
 */
export async function seedDemoFeeding(deps: DemoFeedingDeps): Promise<void> {
  // The plant-protection demo keeps products of its own: a nutrient says this one ran.
  if ((await deps.products.list({ kind: 'nutrient', archived: 'true' })).length > 0) return;
  const admin = (await deps.users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const productIds = {} as Record<ProductKey, string>;
  for (const [key, body] of Object.entries(PRODUCTS) as [ProductKey, (typeof PRODUCTS)[ProductKey]][]) {
    productIds[key] = (await deps.products.create(actor, { ...PRODUCT_DEFAULTS, ...body }))._id;
  }
  const items = (doses: Partial<Record<ProductKey, number>>): Required<DoseItemBody>[] =>
    (Object.entries(doses) as [ProductKey, number][]).map(([key, dose]) => ({
      productId: productIds[key],
      dose,
      unit: 'ml/L',
    }));
  const recipes = new Map<string, { id: string; recipe: DemoRecipe }>();
  for (const recipe of RECIPES) {
    const label = recipe.stage === 'veg' ? 'Veg' : 'Flower';
    const made = await deps.recipes.create(actor, {
      name: `${label} week ${recipe.week}`,
      stage: recipe.stage,
      week: recipe.week,
      items: items(recipe.doses),
      targetEc: recipe.ec,
      targetPh: recipe.ph,
      notes: recipe.notes ?? '',
      archived: false,
    });
    recipes.set(`${recipe.stage}:${recipe.week}`, { id: made._id, recipe });
  }
  /** The recipe of a stage's week; past its last week, the last one. */
  const recipeOf = (stage: GrowingStage, week: number) => {
    const weeks = RECIPES.filter((recipe) => recipe.stage === stage).map((recipe) => recipe.week);
    return recipes.get(`${stage}:${Math.min(week, Math.max(...weeks))}`);
  };

  const runs = await Promise.all((await deps.runs.list({})).map((run) => deps.runs.get(run._id)));
  if (runs.length === 0) return;
  const events = eventsOfRuns(runs);
  const plantsOf = new Map(runs.flatMap((run) => run.groups.map((group) => [group._id, group.plantCount])));
  const rooms = await deps.rooms.list();
  const timeZone = await deps.zone.timeZone();
  const now = deps.clock.now().toISOString();
  const today = localDate(now, timeZone);
  const first = localDate(runs.map((run) => run.startedAt).sort()[0]!, timeZone);

  let index = 0;
  const days = daysBetweenDates(first, today);
  // Every two or three days, alternately, from the day after the first run started.
  for (let offset = 1, step = 2; offset <= days; offset += step, step = 5 - step) {
    const at = instantOfLocal(addDaysToDate(first, offset), FEED_TIME, timeZone);
    if (at > now) break;
    for (const room of rooms) {
      const growing = standingAt(room._id, at, events).filter((group) => FED.includes(group.stage));
      if (growing.length === 0) continue;
      // The room's oldest group in its stage decides the recipe, as a grower reads the room's week.
      const lead = growing[0]!;
      const stage = lead.stage as GrowingStage;
      const week = recipeWeekOfDay(dayOfStage(lead.since, at, timeZone));
      const recipe = stage === 'propagation' ? undefined : recipeOf(stage, week);
      const plants = growing.reduce((sum, group) => sum + (plantsOf.get(group.groupId) ?? 0), 0);
      const ec = (recipe?.recipe.ec ?? 0.6) + wobble(index);
      const ph = (recipe?.recipe.ph ?? 5.8) + wobble(index + 3) / 2;
      index += 1;
      await deps.recordFeed(actor, room._id, {
        at,
        volume: Math.max(5, Math.round((plants * (LITRES_PER_PLANT[stage] ?? 1)) / 5) * 5),
        volumeUnit: 'L',
        recipeId: recipe?.id ?? null,
        ...(recipe ? {} : { items: items(CLONE_FEED) }),
        ecIn: round(ec, 20),
        phIn: round(ph, 20),
        ecRunoff: round(ec + 0.4 + wobble(index) / 2, 20),
        phRunoff: round(ph + 0.2, 20),
        note: '',
      });
    }
  }
}
