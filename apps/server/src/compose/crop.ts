import type { Language } from '@canopy/shared/languages';
import { createPort } from '../lib/port.ts';
import type { AlertsModule } from '../modules/alerts/alerts.module.ts';
import { createCuttingsModule } from '../modules/cuttings/cuttings.module.ts';
import { createDeviceNotesModule } from '../modules/device-notes/device-notes.module.ts';
import { createFeedingModule } from '../modules/feeding/feeding.module.ts';
import type { TreatedProducts } from '../modules/feeding/products.service.ts';
import { createHarvestsModule } from '../modules/harvests/harvests.module.ts';
import { createMothersModule } from '../modules/mothers/mothers.module.ts';
import { createPreferencesModule } from '../modules/preferences/preferences.module.ts';
import type { FollowUpTasks } from '../modules/protection/follow-up-task.ts';
import { createProtectionModule } from '../modules/protection/protection.module.ts';
import { createQrLabelsModule } from '../modules/qr-labels/qr-labels.module.ts';
import { createRoomsModule } from '../modules/rooms/rooms.module.ts';
import type { RoomGroupsSource, RoomReEntrySource } from '../modules/rooms/rooms.service.ts';
import type { RunFeedsSource, RunHarvestsSource, RunProtectionSource } from '../modules/runs/run-reader.ts';
import { createRunsModule } from '../modules/runs/runs.module.ts';
import { createSiteModule } from '../modules/site/site.module.ts';
import { createSteeringModule } from '../modules/steering/steering.module.ts';
import { createComparisonModule } from '../modules/comparison/comparison.module.ts';
import { createStrainsModule } from '../modules/strains/strains.module.ts';
import { createPhotoBytes } from '../modules/reports/run-report/photo-bytes.ts';
import { createRunReportModule } from '../modules/reports/run-report/run-report.module.ts';
import type { Accounts } from './accounts.ts';
import type { Kit } from './kit.ts';
import type { Readings } from './readings.ts';

export interface CropNeeds {
  accounts: Accounts;
  readings: Readings;
  /** Rooms count their devices' open alerts; a run's climate marks the alerts opened in its rooms. */
  alerts: AlertsModule;
  /** The language a user reads the server's words in (the notifications module): a follow-up task's title. */
  languageOf(userId: string): Promise<Language>;
}

/**
 * The crop (DESIGN sections 17-21 and 25): strains and cuttings, the site and its time zone, rooms, runs,
 * feeding and plant protection, harvests and yields, mothers, QR labels and each user's units; and device
 * notes, which a run's climate marks beside its rooms' history.
 */
export function composeCrop(kit: Kit, { accounts, readings, alerts, languageOf }: CropNeeds) {
  const { authored, users } = accounts;
  const strains = createStrainsModule(authored);
  const cuttings = createCuttingsModule({ ...authored, strains: strains.repository });
  const site = createSiteModule(kit);
  // A port (lib/port.ts) for a true cycle: rooms show the groups runs keep, runs check and name rooms.
  const roomGroups = createPort<RoomGroupsSource>('room groups');
  // A port for a true cycle: a room shows its treatments' re-entry, and treatments name their rooms.
  const roomReEntry = createPort<RoomReEntrySource>('room re-entry');
  const rooms = createRoomsModule({
    ...kit,
    devices: readings.devices,
    openAlertCounts: alerts.openAlertCounts,
    groups: roomGroups,
    reEntry: roomReEntry,
  });
  const deviceNotes = createDeviceNotesModule({
    ...authored,
    devices: readings.devices,
    stageMarks: rooms.stageMarks,
  });
  // A port for a true cycle: a run lists its harvests, and harvests move plants and settle runs through runs.
  const runHarvests = createPort<RunHarvestsSource>('run harvests');
  // Ports for true cycles: a run lists its feeds, scouting and treatments; those find the room's groups
  // through runs.
  const runFeeds = createPort<RunFeedsSource>('run feeds');
  const runProtection = createPort<RunProtectionSource>('run protection');
  const runs = createRunsModule({
    ...kit,
    zone: site.zone,
    strains: { names: strains.repository.names },
    rooms: { names: rooms.names },
    cuttings: { liveIds: cuttings.liveIds },
    emailOf: users.emailOf,
    harvests: runHarvests,
    feeding: runFeeds,
    protection: runProtection,
    files: authored.files,
    climate: {
      deviceStays: rooms.deviceStays,
      window: readings.history.service.window,
      climateSeries: readings.history.service.climateSeries,
      alertsOpened: alerts.openedOn,
      notesOn: deviceNotes.notesOn,
    },
  });
  roomGroups.bind(runs);
  // A port for a true cycle: a product a treatment names is archived, not deleted, and treatments name
  // products.
  const treatedProducts = createPort<TreatedProducts>('treated products');
  const feeding = createFeedingModule({
    ...kit,
    zone: site.zone,
    rooms: { names: rooms.names },
    runs,
    emailOf: users.emailOf,
    treatedProducts,
  });
  runFeeds.bind(feeding);
  // Tasks are made after the crop (compose/team.ts binds this port): a bad sighting opens a follow-up task.
  const followUpTasks = createPort<FollowUpTasks>('follow-up tasks');
  const protection = createProtectionModule({
    ...kit,
    zone: site.zone,
    runs,
    rooms: { names: rooms.names },
    emailOf: users.emailOf,
    languageOf,
    products: feeding.products,
    feeds: feeding,
    files: authored.files,
    followUps: followUpTasks,
  });
  runProtection.bind(protection);
  roomReEntry.bind(protection);
  treatedProducts.bind(protection);
  // Made after protection: a harvest inside a treatment's pre-harvest interval is held back.
  const harvests = createHarvestsModule({
    ...kit,
    zone: site.zone,
    runs,
    rooms: rooms.service,
    strains: { names: strains.repository.names },
    site: site.service,
    mothers: cuttings.lineage,
    emailOf: users.emailOf,
    preHarvestHold: protection.preHarvestHold,
  });
  runHarvests.bind(harvests);
  const mothers = createMothersModule({
    zone: site.zone,
    cuttings: cuttings.lineage,
    runs: runs.lineage,
    dryGramsPerPlant: harvests.dryGramsPerPlantByMother,
  });
  // Crop steering and run comparison (DESIGN section 23) read what the modules above keep.
  const steering = createSteeringModule({
    clock: kit.clock,
    zone: site.zone,
    vpdTargets: async () => (await site.service.get()).vpdTargets,
    room: rooms.service.get,
    deviceStays: rooms.deviceStays,
    stageHistoryInRooms: runs.stageHistoryInRooms,
    history: readings.history.steering,
  });
  const comparison = createComparisonModule({
    clock: kit.clock,
    zone: site.zone,
    run: runs.service.get,
    roomNames: rooms.names,
    roomAreas: rooms.areas,
    deviceStays: rooms.deviceStays,
    localBuckets: readings.history.localBuckets,
    alertsOpened: alerts.openedOn,
    notesOn: deviceNotes.notesOn,
    stretchOutcome: steering.steering.stretchOutcome,
  });
  const preferences = createPreferencesModule({ ...kit, site: site.service, emailOf: users.emailOf });
  const qrLabels = createQrLabelsModule(kit);
  // A run's report (DESIGN 26) reads the run, its climate and yields as the screens do.
  const runReport = createRunReportModule({
    clock: kit.clock,
    zone: site.zone,
    languageOf,
    run: runs.service.get,
    roomNames: rooms.names,
    climate: runs.climate,
    vpdTargets: async () => (await site.service.get()).vpdTargets,
    yields: harvests.yields.read,
    photoBytes: createPhotoBytes(authored.files),
  });
  return {
    strains,
    cuttings,
    site,
    rooms,
    deviceNotes,
    runs,
    harvests,
    feeding,
    protection,
    followUpTasks,
    mothers,
    preferences,
    qrLabels,
    steering,
    comparison,
    runReport,
  };
}

export type Crop = ReturnType<typeof composeCrop>;
