import type { PageCatalog } from './en';
import { auditPageHe } from '../audit/page/he';
import { webhooksPageHe } from '../webhooks/page/he';
import { sessionsPageHe } from '../sessions/page/he';
import { mfaPageHe } from '../mfa/page/he';
import { alertRulesPageHe } from '../alert-rules/page/he';
import { notificationsPageHe } from '../notifications/page/he';
import { trashPageHe } from '../trash/page/he';
import { comparePageHe } from '../compare/page/he';
import { usersPageHe } from '../users/page/he';
import { historyPageHe } from '../history/page/he';
import { annotationsPageHe } from '../annotations/page/he';
import { historyExportPageHe } from '../history-export/page/he';
import { devicesPageHe } from '../devices/page/he';
import { cuttingsPageHe } from '../cuttings/page/he';
import { waterPageHe } from '../water/page/he';
import { roomsPageHe } from '../rooms/page/he';
import { runsPageHe } from '../runs/page/he';
import { mothersPageHe } from '../mothers/page/he';
import { yieldsPageHe } from '../yields/page/he';
import { sitePageHe } from '../site/page/he';
import { harvestsPageHe } from '../harvests/page/he';
import { weightsPageHe } from '../weights/page/he';
import { homePageHe } from '../home/page/he';
import { tasksPageHe } from '../tasks/page/he';
import { taskTemplatesPageHe } from '../task-templates/page/he';
import { feedingPageHe } from '../feeding/page/he';
import { feedingPagePageHe } from '../feeding-page/page/he';
import { runComparePageHe } from '../run-compare/page/he';
import { carePageHe } from '../care/page/he';
import { bugsPageHe } from '../bugs/page/he';
import { newsPageHe } from '../news/page/he';
import { strainsPageHe } from '../strains/page/he';
import { diaryPageHe } from '../diary/page/he';
import { labelsPageHe } from '../labels/page/he';
import { commentsPageHe } from '../comments/page/he';
import { steeringPageHe } from '../steering/page/he';
import { automationsPageHe } from '../automations/page/he';
import { climateProfilesPageHe } from '../climate-profiles/page/he';

export const pageHe: PageCatalog = {
  audit: auditPageHe,
  webhooks: webhooksPageHe,
  sessions: sessionsPageHe,
  mfa: mfaPageHe,
  alertRules: alertRulesPageHe,
  notifications: notificationsPageHe,
  trash: trashPageHe,
  compare: comparePageHe,
  users: usersPageHe,
  history: historyPageHe,
  annotations: annotationsPageHe,
  historyExport: historyExportPageHe,
  devices: devicesPageHe,
  cuttings: cuttingsPageHe,
  water: waterPageHe,
  rooms: roomsPageHe,
  runs: runsPageHe,
  mothers: mothersPageHe,
  yields: yieldsPageHe,
  site: sitePageHe,
  harvests: harvestsPageHe,
  weights: weightsPageHe,
  home: homePageHe,
  tasks: tasksPageHe,
  taskTemplates: taskTemplatesPageHe,
  feeding: feedingPageHe,
  feedingPage: feedingPagePageHe,
  runCompare: runComparePageHe,
  care: carePageHe,
  bugs: bugsPageHe,
  news: newsPageHe,
  strains: strainsPageHe,
  diary: diaryPageHe,
  labels: labelsPageHe,
  comments: commentsPageHe,
  steering: steeringPageHe,
  automations: automationsPageHe,
  climateProfiles: climateProfilesPageHe,
};
