import { addJobs } from '../app-module.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { AppModules } from './modules.ts';

/** Every background job, in one place and in this order; singletons run in one instance at a time. */
export function addAllJobs(jobs: JobRegistry, modules: AppModules): void {
  const { readings, alerting, climate, trash, requests, taskNotices, automation } = modules;
  const { alerts, notifications, outgoingWebhooks, live } = alerting;
  addJobs(jobs, climate.devices, alerts, readings.history, notifications, climate.homeAssistant);
  addJobs(jobs, outgoingWebhooks, live, requests, trash, notifications.telegram, taskNotices);
  addJobs(jobs, climate.climateProfiles);
  addJobs(jobs, automation.automations);
  addJobs(jobs, modules.digest);
}
