import type { Widen } from '../en';
import { auditPageEn } from '../audit/page/en';
import { webhooksPageEn } from '../webhooks/page/en';
import { sessionsPageEn } from '../sessions/page/en';
import { mfaPageEn } from '../mfa/page/en';
import { alertRulesPageEn } from '../alert-rules/page/en';
import { notificationsPageEn } from '../notifications/page/en';
import { trashPageEn } from '../trash/page/en';
import { comparePageEn } from '../compare/page/en';
import { usersPageEn } from '../users/page/en';
import { historyPageEn } from '../history/page/en';
import { annotationsPageEn } from '../annotations/page/en';
import { historyExportPageEn } from '../history-export/page/en';
import { devicesPageEn } from '../devices/page/en';
import { cuttingsPageEn } from '../cuttings/page/en';
import { waterPageEn } from '../water/page/en';
import { roomsPageEn } from '../rooms/page/en';
import { runsPageEn } from '../runs/page/en';
import { mothersPageEn } from '../mothers/page/en';
import { yieldsPageEn } from '../yields/page/en';
import { sitePageEn } from '../site/page/en';
import { harvestsPageEn } from '../harvests/page/en';
import { weightsPageEn } from '../weights/page/en';
import { homePageEn } from '../home/page/en';
import { tasksPageEn } from '../tasks/page/en';
import { taskTemplatesPageEn } from '../task-templates/page/en';
import { feedingPageEn } from '../feeding/page/en';
import { feedingPagePageEn } from '../feeding-page/page/en';
import { runComparePageEn } from '../run-compare/page/en';
import { carePageEn } from '../care/page/en';
import { bugsPageEn } from '../bugs/page/en';
import { newsPageEn } from '../news/page/en';
import { strainsPageEn } from '../strains/page/en';
import { diaryPageEn } from '../diary/page/en';
import { labelsPageEn } from '../labels/page/en';
import { commentsPageEn } from '../comments/page/en';
import { steeringPageEn } from '../steering/page/en';
import { automationsPageEn } from '../automations/page/en';
import { climateProfilesPageEn } from '../climate-profiles/page/en';

/**
 * The texts only some pages read, each section's `<section>/page/<lang>.ts`: they are not in the first
 * paint's catalogs (`../en.ts`) but come with their pages (`i18n/page-texts.ts`). Together the two hold
 * the whole catalog, and every language has exactly the keys of English.
 */
export const pageEn = {
  audit: auditPageEn,
  webhooks: webhooksPageEn,
  sessions: sessionsPageEn,
  mfa: mfaPageEn,
  alertRules: alertRulesPageEn,
  notifications: notificationsPageEn,
  trash: trashPageEn,
  compare: comparePageEn,
  users: usersPageEn,
  history: historyPageEn,
  annotations: annotationsPageEn,
  historyExport: historyExportPageEn,
  devices: devicesPageEn,
  cuttings: cuttingsPageEn,
  water: waterPageEn,
  rooms: roomsPageEn,
  runs: runsPageEn,
  mothers: mothersPageEn,
  yields: yieldsPageEn,
  site: sitePageEn,
  harvests: harvestsPageEn,
  weights: weightsPageEn,
  home: homePageEn,
  tasks: tasksPageEn,
  taskTemplates: taskTemplatesPageEn,
  feeding: feedingPageEn,
  feedingPage: feedingPagePageEn,
  runCompare: runComparePageEn,
  care: carePageEn,
  bugs: bugsPageEn,
  news: newsPageEn,
  strains: strainsPageEn,
  diary: diaryPageEn,
  labels: labelsPageEn,
  comments: commentsPageEn,
  steering: steeringPageEn,
  automations: automationsPageEn,
  climateProfiles: climateProfilesPageEn,
};

export type PageCatalog = Widen<typeof pageEn>;
