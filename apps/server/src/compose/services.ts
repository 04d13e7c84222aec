import type { JobRegistry } from '../jobs/job-registry.ts';
import type { AppEvents } from '../lib/app-events.ts';
import type { AppModules } from './modules.ts';

/**
 * The services the app was composed of, handed back beside it: tests (`testing/test-app.ts`), the demo
 * and the bench (`testing/bench-entry.ts`) drive jobs and services by hand through them. The app itself
 * carries none of them.
 */
export function servicesOf(modules: AppModules, events: AppEvents, jobs: JobRegistry) {
  const { accounts, team, readings, alerting, crop, climate, trash, requests } = modules;
  const { runs, harvests } = crop;
  return {
    auth: accounts.users.auth,
    users: accounts.users.service,
    usersRepository: accounts.users.repository,
    files: accounts.uploads.service,
    strains: crop.strains.service,
    cuttings: crop.cuttings.service,
    news: team.news.service,
    bugs: team.bugs.service,
    tasks: team.tasks.service,
    /** SOP templates and scheduling one on a run, for the demo and tests. */
    taskTemplates: team.tasks.templates,
    applyTaskTemplate: team.tasks.apply,
    /** One task from one template step, due today: an automation's `task` action. */
    taskFromStep: team.tasks.stepTask,
    devices: climate.devices.service,
    /** Stage climate profiles: the service, the `profile-phases` pass, and the automations' applyProfile. */
    climateProfiles: climate.climateProfiles,
    water: climate.water.service,
    history: readings.history.service,
    deviceSync: climate.devices.sync,
    telemetryWriter: climate.devices.writer,
    events,
    jobs,
    live: alerting.live.bus,
    alerts: alerting.alerts.alerts,
    alertRules: alerting.alerts.rules,
    evaluator: alerting.alerts.evaluator,
    notifications: alerting.notifications,
    /** Tasks' messages: a run of the morning list or the overdue sweep, the assignment handler. */
    taskNotices: modules.taskNotices,
    mqtt: climate.homeAssistant.publisher,
    outgoingWebhooks: alerting.outgoingWebhooks,
    idempotency: requests.idempotency,
    trash: trash.service,
    trashPurge: trash.purge,
    site: crop.site.service,
    siteZone: crop.site.zone,
    rooms: crop.rooms.service,
    runs: runs.service,
    /** The whole runs API (moves, undo, losses beside the service), for the demo and tests. */
    runsApi: { service: runs.service, move: runs.move, undo: runs.undo, recordLoss: runs.recordLoss },
    roomGroups: runs.groupsInRooms,
    /** Harvests' writes and the yields, for the demo and tests. */
    harvests: {
      record: harvests.record,
      weigh: harvests.weigh,
      close: harvests.close,
      addNote: harvests.addNote,
      yields: harvests.yields,
    },
    /** Products, recipes and room feeds, for the demo and tests. */
    feeding: {
      products: crop.feeding.products,
      recipes: crop.feeding.recipes,
      recordFeed: crop.feeding.recordFeed,
      feedsOfRoom: crop.feeding.feedsOfRoom,
    },
    /** Automations' CRUD, for the demo and tests. */
    automations: modules.automation.automations.service,
    /** The automation engine the `automations` job runs (`evaluate`), for tests and the bench. */
    automationEngine: modules.automation.automations.engine,
    /** Scouting and treatments, for the demo and tests. */
    protection: {
      recordScouting: crop.protection.recordScouting,
      recordTreatment: crop.protection.recordTreatment,
    },
    /** The weekly digest: its figures, the `weekly-digest` job's pass and the preview, for tests. */
    digest: modules.digest,
  };
}
