import type { Language } from '@canopy/shared/languages';
import type { PageCatalog } from './locales/pages/en';

/** A section of the catalogs whose texts (all or some of them) only its pages read (`page-texts.ts`). */
export type PagePart = keyof PageCatalog;

/** Each page part in each language is a chunk of its own, fetched by the routes that show it. */
const PAGE_CATALOGS: {
  [Part in PagePart]: Record<Language, () => Promise<Pick<PageCatalog, Part>>>;
} = {
  audit: {
    en: () => import('./locales/audit/page/en').then((module) => ({ audit: module.auditPageEn })),
    ru: () => import('./locales/audit/page/ru').then((module) => ({ audit: module.auditPageRu })),
    uk: () => import('./locales/audit/page/uk').then((module) => ({ audit: module.auditPageUk })),
    he: () => import('./locales/audit/page/he').then((module) => ({ audit: module.auditPageHe })),
    es: () => import('./locales/audit/page/es').then((module) => ({ audit: module.auditPageEs })),
  },
  webhooks: {
    en: () => import('./locales/webhooks/page/en').then((module) => ({ webhooks: module.webhooksPageEn })),
    ru: () => import('./locales/webhooks/page/ru').then((module) => ({ webhooks: module.webhooksPageRu })),
    uk: () => import('./locales/webhooks/page/uk').then((module) => ({ webhooks: module.webhooksPageUk })),
    he: () => import('./locales/webhooks/page/he').then((module) => ({ webhooks: module.webhooksPageHe })),
    es: () => import('./locales/webhooks/page/es').then((module) => ({ webhooks: module.webhooksPageEs })),
  },
  sessions: {
    en: () => import('./locales/sessions/page/en').then((module) => ({ sessions: module.sessionsPageEn })),
    ru: () => import('./locales/sessions/page/ru').then((module) => ({ sessions: module.sessionsPageRu })),
    uk: () => import('./locales/sessions/page/uk').then((module) => ({ sessions: module.sessionsPageUk })),
    he: () => import('./locales/sessions/page/he').then((module) => ({ sessions: module.sessionsPageHe })),
    es: () => import('./locales/sessions/page/es').then((module) => ({ sessions: module.sessionsPageEs })),
  },
  mfa: {
    en: () => import('./locales/mfa/page/en').then((module) => ({ mfa: module.mfaPageEn })),
    ru: () => import('./locales/mfa/page/ru').then((module) => ({ mfa: module.mfaPageRu })),
    uk: () => import('./locales/mfa/page/uk').then((module) => ({ mfa: module.mfaPageUk })),
    he: () => import('./locales/mfa/page/he').then((module) => ({ mfa: module.mfaPageHe })),
    es: () => import('./locales/mfa/page/es').then((module) => ({ mfa: module.mfaPageEs })),
  },
  alertRules: {
    en: () =>
      import('./locales/alert-rules/page/en').then((module) => ({ alertRules: module.alertRulesPageEn })),
    ru: () =>
      import('./locales/alert-rules/page/ru').then((module) => ({ alertRules: module.alertRulesPageRu })),
    uk: () =>
      import('./locales/alert-rules/page/uk').then((module) => ({ alertRules: module.alertRulesPageUk })),
    he: () =>
      import('./locales/alert-rules/page/he').then((module) => ({ alertRules: module.alertRulesPageHe })),
    es: () =>
      import('./locales/alert-rules/page/es').then((module) => ({ alertRules: module.alertRulesPageEs })),
  },
  notifications: {
    en: () =>
      import('./locales/notifications/page/en').then((module) => ({
        notifications: module.notificationsPageEn,
      })),
    ru: () =>
      import('./locales/notifications/page/ru').then((module) => ({
        notifications: module.notificationsPageRu,
      })),
    uk: () =>
      import('./locales/notifications/page/uk').then((module) => ({
        notifications: module.notificationsPageUk,
      })),
    he: () =>
      import('./locales/notifications/page/he').then((module) => ({
        notifications: module.notificationsPageHe,
      })),
    es: () =>
      import('./locales/notifications/page/es').then((module) => ({
        notifications: module.notificationsPageEs,
      })),
  },
  trash: {
    en: () => import('./locales/trash/page/en').then((module) => ({ trash: module.trashPageEn })),
    ru: () => import('./locales/trash/page/ru').then((module) => ({ trash: module.trashPageRu })),
    uk: () => import('./locales/trash/page/uk').then((module) => ({ trash: module.trashPageUk })),
    he: () => import('./locales/trash/page/he').then((module) => ({ trash: module.trashPageHe })),
    es: () => import('./locales/trash/page/es').then((module) => ({ trash: module.trashPageEs })),
  },
  compare: {
    en: () => import('./locales/compare/page/en').then((module) => ({ compare: module.comparePageEn })),
    ru: () => import('./locales/compare/page/ru').then((module) => ({ compare: module.comparePageRu })),
    uk: () => import('./locales/compare/page/uk').then((module) => ({ compare: module.comparePageUk })),
    he: () => import('./locales/compare/page/he').then((module) => ({ compare: module.comparePageHe })),
    es: () => import('./locales/compare/page/es').then((module) => ({ compare: module.comparePageEs })),
  },
  users: {
    en: () => import('./locales/users/page/en').then((module) => ({ users: module.usersPageEn })),
    ru: () => import('./locales/users/page/ru').then((module) => ({ users: module.usersPageRu })),
    uk: () => import('./locales/users/page/uk').then((module) => ({ users: module.usersPageUk })),
    he: () => import('./locales/users/page/he').then((module) => ({ users: module.usersPageHe })),
    es: () => import('./locales/users/page/es').then((module) => ({ users: module.usersPageEs })),
  },
  history: {
    en: () => import('./locales/history/page/en').then((module) => ({ history: module.historyPageEn })),
    ru: () => import('./locales/history/page/ru').then((module) => ({ history: module.historyPageRu })),
    uk: () => import('./locales/history/page/uk').then((module) => ({ history: module.historyPageUk })),
    he: () => import('./locales/history/page/he').then((module) => ({ history: module.historyPageHe })),
    es: () => import('./locales/history/page/es').then((module) => ({ history: module.historyPageEs })),
  },
  annotations: {
    en: () =>
      import('./locales/annotations/page/en').then((module) => ({ annotations: module.annotationsPageEn })),
    ru: () =>
      import('./locales/annotations/page/ru').then((module) => ({ annotations: module.annotationsPageRu })),
    uk: () =>
      import('./locales/annotations/page/uk').then((module) => ({ annotations: module.annotationsPageUk })),
    he: () =>
      import('./locales/annotations/page/he').then((module) => ({ annotations: module.annotationsPageHe })),
    es: () =>
      import('./locales/annotations/page/es').then((module) => ({ annotations: module.annotationsPageEs })),
  },
  historyExport: {
    en: () =>
      import('./locales/history-export/page/en').then((module) => ({
        historyExport: module.historyExportPageEn,
      })),
    ru: () =>
      import('./locales/history-export/page/ru').then((module) => ({
        historyExport: module.historyExportPageRu,
      })),
    uk: () =>
      import('./locales/history-export/page/uk').then((module) => ({
        historyExport: module.historyExportPageUk,
      })),
    he: () =>
      import('./locales/history-export/page/he').then((module) => ({
        historyExport: module.historyExportPageHe,
      })),
    es: () =>
      import('./locales/history-export/page/es').then((module) => ({
        historyExport: module.historyExportPageEs,
      })),
  },
  devices: {
    en: () => import('./locales/devices/page/en').then((module) => ({ devices: module.devicesPageEn })),
    ru: () => import('./locales/devices/page/ru').then((module) => ({ devices: module.devicesPageRu })),
    uk: () => import('./locales/devices/page/uk').then((module) => ({ devices: module.devicesPageUk })),
    he: () => import('./locales/devices/page/he').then((module) => ({ devices: module.devicesPageHe })),
    es: () => import('./locales/devices/page/es').then((module) => ({ devices: module.devicesPageEs })),
  },
  cuttings: {
    en: () => import('./locales/cuttings/page/en').then((module) => ({ cuttings: module.cuttingsPageEn })),
    ru: () => import('./locales/cuttings/page/ru').then((module) => ({ cuttings: module.cuttingsPageRu })),
    uk: () => import('./locales/cuttings/page/uk').then((module) => ({ cuttings: module.cuttingsPageUk })),
    he: () => import('./locales/cuttings/page/he').then((module) => ({ cuttings: module.cuttingsPageHe })),
    es: () => import('./locales/cuttings/page/es').then((module) => ({ cuttings: module.cuttingsPageEs })),
  },
  water: {
    en: () => import('./locales/water/page/en').then((module) => ({ water: module.waterPageEn })),
    ru: () => import('./locales/water/page/ru').then((module) => ({ water: module.waterPageRu })),
    uk: () => import('./locales/water/page/uk').then((module) => ({ water: module.waterPageUk })),
    he: () => import('./locales/water/page/he').then((module) => ({ water: module.waterPageHe })),
    es: () => import('./locales/water/page/es').then((module) => ({ water: module.waterPageEs })),
  },
  rooms: {
    en: () => import('./locales/rooms/page/en').then((module) => ({ rooms: module.roomsPageEn })),
    ru: () => import('./locales/rooms/page/ru').then((module) => ({ rooms: module.roomsPageRu })),
    uk: () => import('./locales/rooms/page/uk').then((module) => ({ rooms: module.roomsPageUk })),
    he: () => import('./locales/rooms/page/he').then((module) => ({ rooms: module.roomsPageHe })),
    es: () => import('./locales/rooms/page/es').then((module) => ({ rooms: module.roomsPageEs })),
  },
  runs: {
    en: () => import('./locales/runs/page/en').then((module) => ({ runs: module.runsPageEn })),
    ru: () => import('./locales/runs/page/ru').then((module) => ({ runs: module.runsPageRu })),
    uk: () => import('./locales/runs/page/uk').then((module) => ({ runs: module.runsPageUk })),
    he: () => import('./locales/runs/page/he').then((module) => ({ runs: module.runsPageHe })),
    es: () => import('./locales/runs/page/es').then((module) => ({ runs: module.runsPageEs })),
  },
  mothers: {
    en: () => import('./locales/mothers/page/en').then((module) => ({ mothers: module.mothersPageEn })),
    ru: () => import('./locales/mothers/page/ru').then((module) => ({ mothers: module.mothersPageRu })),
    uk: () => import('./locales/mothers/page/uk').then((module) => ({ mothers: module.mothersPageUk })),
    he: () => import('./locales/mothers/page/he').then((module) => ({ mothers: module.mothersPageHe })),
    es: () => import('./locales/mothers/page/es').then((module) => ({ mothers: module.mothersPageEs })),
  },
  yields: {
    en: () => import('./locales/yields/page/en').then((module) => ({ yields: module.yieldsPageEn })),
    ru: () => import('./locales/yields/page/ru').then((module) => ({ yields: module.yieldsPageRu })),
    uk: () => import('./locales/yields/page/uk').then((module) => ({ yields: module.yieldsPageUk })),
    he: () => import('./locales/yields/page/he').then((module) => ({ yields: module.yieldsPageHe })),
    es: () => import('./locales/yields/page/es').then((module) => ({ yields: module.yieldsPageEs })),
  },
  home: {
    en: () => import('./locales/home/page/en').then((module) => ({ home: module.homePageEn })),
    es: () => import('./locales/home/page/es').then((module) => ({ home: module.homePageEs })),
    he: () => import('./locales/home/page/he').then((module) => ({ home: module.homePageHe })),
    ru: () => import('./locales/home/page/ru').then((module) => ({ home: module.homePageRu })),
    uk: () => import('./locales/home/page/uk').then((module) => ({ home: module.homePageUk })),
  },
  weights: {
    en: () => import('./locales/weights/page/en').then((module) => ({ weights: module.weightsPageEn })),
    es: () => import('./locales/weights/page/es').then((module) => ({ weights: module.weightsPageEs })),
    he: () => import('./locales/weights/page/he').then((module) => ({ weights: module.weightsPageHe })),
    ru: () => import('./locales/weights/page/ru').then((module) => ({ weights: module.weightsPageRu })),
    uk: () => import('./locales/weights/page/uk').then((module) => ({ weights: module.weightsPageUk })),
  },
  tasks: {
    en: () => import('./locales/tasks/page/en').then((module) => ({ tasks: module.tasksPageEn })),
    ru: () => import('./locales/tasks/page/ru').then((module) => ({ tasks: module.tasksPageRu })),
    uk: () => import('./locales/tasks/page/uk').then((module) => ({ tasks: module.tasksPageUk })),
    he: () => import('./locales/tasks/page/he').then((module) => ({ tasks: module.tasksPageHe })),
    es: () => import('./locales/tasks/page/es').then((module) => ({ tasks: module.tasksPageEs })),
  },
  taskTemplates: {
    en: () =>
      import('./locales/task-templates/page/en').then((module) => ({
        taskTemplates: module.taskTemplatesPageEn,
      })),
    ru: () =>
      import('./locales/task-templates/page/ru').then((module) => ({
        taskTemplates: module.taskTemplatesPageRu,
      })),
    uk: () =>
      import('./locales/task-templates/page/uk').then((module) => ({
        taskTemplates: module.taskTemplatesPageUk,
      })),
    he: () =>
      import('./locales/task-templates/page/he').then((module) => ({
        taskTemplates: module.taskTemplatesPageHe,
      })),
    es: () =>
      import('./locales/task-templates/page/es').then((module) => ({
        taskTemplates: module.taskTemplatesPageEs,
      })),
  },
  feeding: {
    en: () => import('./locales/feeding/page/en').then((module) => ({ feeding: module.feedingPageEn })),
    ru: () => import('./locales/feeding/page/ru').then((module) => ({ feeding: module.feedingPageRu })),
    uk: () => import('./locales/feeding/page/uk').then((module) => ({ feeding: module.feedingPageUk })),
    he: () => import('./locales/feeding/page/he').then((module) => ({ feeding: module.feedingPageHe })),
    es: () => import('./locales/feeding/page/es').then((module) => ({ feeding: module.feedingPageEs })),
  },
  feedingPage: {
    en: () =>
      import('./locales/feeding-page/page/en').then((module) => ({ feedingPage: module.feedingPagePageEn })),
    ru: () =>
      import('./locales/feeding-page/page/ru').then((module) => ({ feedingPage: module.feedingPagePageRu })),
    uk: () =>
      import('./locales/feeding-page/page/uk').then((module) => ({ feedingPage: module.feedingPagePageUk })),
    he: () =>
      import('./locales/feeding-page/page/he').then((module) => ({ feedingPage: module.feedingPagePageHe })),
    es: () =>
      import('./locales/feeding-page/page/es').then((module) => ({ feedingPage: module.feedingPagePageEs })),
  },
  automations: {
    en: () =>
      import('./locales/automations/page/en').then((module) => ({ automations: module.automationsPageEn })),
    ru: () =>
      import('./locales/automations/page/ru').then((module) => ({ automations: module.automationsPageRu })),
    uk: () =>
      import('./locales/automations/page/uk').then((module) => ({ automations: module.automationsPageUk })),
    he: () =>
      import('./locales/automations/page/he').then((module) => ({ automations: module.automationsPageHe })),
    es: () =>
      import('./locales/automations/page/es').then((module) => ({ automations: module.automationsPageEs })),
  },
  climateProfiles: {
    en: () =>
      import('./locales/climate-profiles/page/en').then((module) => ({
        climateProfiles: module.climateProfilesPageEn,
      })),
    ru: () =>
      import('./locales/climate-profiles/page/ru').then((module) => ({
        climateProfiles: module.climateProfilesPageRu,
      })),
    uk: () =>
      import('./locales/climate-profiles/page/uk').then((module) => ({
        climateProfiles: module.climateProfilesPageUk,
      })),
    he: () =>
      import('./locales/climate-profiles/page/he').then((module) => ({
        climateProfiles: module.climateProfilesPageHe,
      })),
    es: () =>
      import('./locales/climate-profiles/page/es').then((module) => ({
        climateProfiles: module.climateProfilesPageEs,
      })),
  },
  runCompare: {
    en: () =>
      import('./locales/run-compare/page/en').then((module) => ({ runCompare: module.runComparePageEn })),
    ru: () =>
      import('./locales/run-compare/page/ru').then((module) => ({ runCompare: module.runComparePageRu })),
    uk: () =>
      import('./locales/run-compare/page/uk').then((module) => ({ runCompare: module.runComparePageUk })),
    he: () =>
      import('./locales/run-compare/page/he').then((module) => ({ runCompare: module.runComparePageHe })),
    es: () =>
      import('./locales/run-compare/page/es').then((module) => ({ runCompare: module.runComparePageEs })),
  },
  care: {
    en: () => import('./locales/care/page/en').then((module) => ({ care: module.carePageEn })),
    ru: () => import('./locales/care/page/ru').then((module) => ({ care: module.carePageRu })),
    uk: () => import('./locales/care/page/uk').then((module) => ({ care: module.carePageUk })),
    he: () => import('./locales/care/page/he').then((module) => ({ care: module.carePageHe })),
    es: () => import('./locales/care/page/es').then((module) => ({ care: module.carePageEs })),
  },
  site: {
    en: () => import('./locales/site/page/en').then((module) => ({ site: module.sitePageEn })),
    ru: () => import('./locales/site/page/ru').then((module) => ({ site: module.sitePageRu })),
    uk: () => import('./locales/site/page/uk').then((module) => ({ site: module.sitePageUk })),
    he: () => import('./locales/site/page/he').then((module) => ({ site: module.sitePageHe })),
    es: () => import('./locales/site/page/es').then((module) => ({ site: module.sitePageEs })),
  },
  harvests: {
    en: () => import('./locales/harvests/page/en').then((module) => ({ harvests: module.harvestsPageEn })),
    ru: () => import('./locales/harvests/page/ru').then((module) => ({ harvests: module.harvestsPageRu })),
    uk: () => import('./locales/harvests/page/uk').then((module) => ({ harvests: module.harvestsPageUk })),
    he: () => import('./locales/harvests/page/he').then((module) => ({ harvests: module.harvestsPageHe })),
    es: () => import('./locales/harvests/page/es').then((module) => ({ harvests: module.harvestsPageEs })),
  },
  bugs: {
    en: () => import('./locales/bugs/page/en').then((module) => ({ bugs: module.bugsPageEn })),
    ru: () => import('./locales/bugs/page/ru').then((module) => ({ bugs: module.bugsPageRu })),
    uk: () => import('./locales/bugs/page/uk').then((module) => ({ bugs: module.bugsPageUk })),
    he: () => import('./locales/bugs/page/he').then((module) => ({ bugs: module.bugsPageHe })),
    es: () => import('./locales/bugs/page/es').then((module) => ({ bugs: module.bugsPageEs })),
  },
  news: {
    en: () => import('./locales/news/page/en').then((module) => ({ news: module.newsPageEn })),
    ru: () => import('./locales/news/page/ru').then((module) => ({ news: module.newsPageRu })),
    uk: () => import('./locales/news/page/uk').then((module) => ({ news: module.newsPageUk })),
    he: () => import('./locales/news/page/he').then((module) => ({ news: module.newsPageHe })),
    es: () => import('./locales/news/page/es').then((module) => ({ news: module.newsPageEs })),
  },
  strains: {
    en: () => import('./locales/strains/page/en').then((module) => ({ strains: module.strainsPageEn })),
    ru: () => import('./locales/strains/page/ru').then((module) => ({ strains: module.strainsPageRu })),
    uk: () => import('./locales/strains/page/uk').then((module) => ({ strains: module.strainsPageUk })),
    he: () => import('./locales/strains/page/he').then((module) => ({ strains: module.strainsPageHe })),
    es: () => import('./locales/strains/page/es').then((module) => ({ strains: module.strainsPageEs })),
  },
  diary: {
    en: () => import('./locales/diary/page/en').then((module) => ({ diary: module.diaryPageEn })),
    ru: () => import('./locales/diary/page/ru').then((module) => ({ diary: module.diaryPageRu })),
    uk: () => import('./locales/diary/page/uk').then((module) => ({ diary: module.diaryPageUk })),
    he: () => import('./locales/diary/page/he').then((module) => ({ diary: module.diaryPageHe })),
    es: () => import('./locales/diary/page/es').then((module) => ({ diary: module.diaryPageEs })),
  },
  labels: {
    en: () => import('./locales/labels/page/en').then((module) => ({ labels: module.labelsPageEn })),
    ru: () => import('./locales/labels/page/ru').then((module) => ({ labels: module.labelsPageRu })),
    uk: () => import('./locales/labels/page/uk').then((module) => ({ labels: module.labelsPageUk })),
    he: () => import('./locales/labels/page/he').then((module) => ({ labels: module.labelsPageHe })),
    es: () => import('./locales/labels/page/es').then((module) => ({ labels: module.labelsPageEs })),
  },
  comments: {
    en: () => import('./locales/comments/page/en').then((module) => ({ comments: module.commentsPageEn })),
    ru: () => import('./locales/comments/page/ru').then((module) => ({ comments: module.commentsPageRu })),
    uk: () => import('./locales/comments/page/uk').then((module) => ({ comments: module.commentsPageUk })),
    he: () => import('./locales/comments/page/he').then((module) => ({ comments: module.commentsPageHe })),
    es: () => import('./locales/comments/page/es').then((module) => ({ comments: module.commentsPageEs })),
  },
  steering: {
    en: () => import('./locales/steering/page/en').then((module) => ({ steering: module.steeringPageEn })),
    ru: () => import('./locales/steering/page/ru').then((module) => ({ steering: module.steeringPageRu })),
    uk: () => import('./locales/steering/page/uk').then((module) => ({ steering: module.steeringPageUk })),
    he: () => import('./locales/steering/page/he').then((module) => ({ steering: module.steeringPageHe })),
    es: () => import('./locales/steering/page/es').then((module) => ({ steering: module.steeringPageEs })),
  },
};
/** `catalog` (or nothing) with the texts of `parts` in `language` (`{ audit: { ... } }`) merged in. */
export async function withTexts(
  parts: readonly PagePart[],
  language: Language,
  catalog: object = {},
): Promise<object> {
  const texts = await Promise.all(parts.map((part) => PAGE_CATALOGS[part][language]()));
  return texts.reduce<object>((merged, part) => mergeTexts(merged, part), catalog);
}

type Texts = { [key: string]: string | Texts };

/** `base` with `extra`'s texts added, nested sections merged (neither is changed). */
export function mergeTexts<Base extends object, Extra extends object>(
  base: Base,
  extra: Extra,
): MergedTexts<Base, Extra> {
  const merged: Texts = { ...(base as Texts) };
  for (const [key, value] of Object.entries(extra as Texts)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged as MergedTexts<Base, Extra>;
}

/** The type of `mergeTexts(base, extra)`: every key of both, nested sections merged. */
export type MergedTexts<Base, Extra> = {
  [Key in keyof Base | keyof Extra]: Key extends keyof Base
    ? Key extends keyof Extra
      ? MergedTexts<Base[Key], Extra[Key]>
      : Base[Key]
    : Key extends keyof Extra
      ? Extra[Key]
      : never;
};
