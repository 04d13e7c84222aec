import type { AppInstance } from './http/app-instance.ts';
import type { Job, JobRegistry } from './jobs/job-registry.ts';
import type { AppEvents } from './lib/app-events.ts';

/**
 * What a module's factory (`modules/<name>/<name>.module.ts`, `create<Name>Module(deps)`) hands its area's
 * composition file (`compose/`) besides its services, each part optional: its routes, its background jobs
 * and what it hears on the app's event bus. Each kind is registered in one place, in the order listed there:
 * routes in `compose/routes.ts`, jobs in `compose/jobs.ts`, subscriptions in `app.ts`.
 */
export interface AppModule {
  routes?(app: AppInstance): void;
  jobs?: readonly Job[];
  subscribe?(events: AppEvents): void;
}

/** Registers the modules' routes, in this order. */
export function registerRoutes(app: AppInstance, ...modules: AppModule[]): void {
  for (const module of modules) module.routes?.(app);
}

/** Adds the modules' background jobs to the registry, in this order. */
export function addJobs(registry: JobRegistry, ...modules: AppModule[]): void {
  for (const module of modules) for (const job of module.jobs ?? []) registry.add(job);
}

/** Subscribes the modules to the app's events; each event's subscribers are called in this order. */
export function subscribeAll(events: AppEvents, ...modules: AppModule[]): void {
  for (const module of modules) module.subscribe?.(events);
}
