import type { PageCatalog } from './en';
import { auditPageRu } from '../audit/page/ru';
import { webhooksPageRu } from '../webhooks/page/ru';
import { sessionsPageRu } from '../sessions/page/ru';
import { mfaPageRu } from '../mfa/page/ru';
import { alertRulesPageRu } from '../alert-rules/page/ru';
import { notificationsPageRu } from '../notifications/page/ru';
import { trashPageRu } from '../trash/page/ru';
import { comparePageRu } from '../compare/page/ru';
import { usersPageRu } from '../users/page/ru';
import { historyPageRu } from '../history/page/ru';
import { annotationsPageRu } from '../annotations/page/ru';
import { historyExportPageRu } from '../history-export/page/ru';
import { devicesPageRu } from '../devices/page/ru';
import { cuttingsPageRu } from '../cuttings/page/ru';
import { waterPageRu } from '../water/page/ru';
import { roomsPageRu } from '../rooms/page/ru';
import { runsPageRu } from '../runs/page/ru';
import { mothersPageRu } from '../mothers/page/ru';
import { yieldsPageRu } from '../yields/page/ru';
import { sitePageRu } from '../site/page/ru';
import { harvestsPageRu } from '../harvests/page/ru';
import { weightsPageRu } from '../weights/page/ru';
import { homePageRu } from '../home/page/ru';
import { tasksPageRu } from '../tasks/page/ru';
import { taskTemplatesPageRu } from '../task-templates/page/ru';
import { feedingPageRu } from '../feeding/page/ru';
import { feedingPagePageRu } from '../feeding-page/page/ru';
import { runComparePageRu } from '../run-compare/page/ru';
import { carePageRu } from '../care/page/ru';
import { bugsPageRu } from '../bugs/page/ru';
import { newsPageRu } from '../news/page/ru';
import { strainsPageRu } from '../strains/page/ru';
import { diaryPageRu } from '../diary/page/ru';
import { labelsPageRu } from '../labels/page/ru';
import { commentsPageRu } from '../comments/page/ru';
import { steeringPageRu } from '../steering/page/ru';
import { automationsPageRu } from '../automations/page/ru';
import { climateProfilesPageRu } from '../climate-profiles/page/ru';

export const pageRu: PageCatalog = {
  audit: auditPageRu,
  webhooks: webhooksPageRu,
  sessions: sessionsPageRu,
  mfa: mfaPageRu,
  alertRules: alertRulesPageRu,
  notifications: notificationsPageRu,
  trash: trashPageRu,
  compare: comparePageRu,
  users: usersPageRu,
  history: historyPageRu,
  annotations: annotationsPageRu,
  historyExport: historyExportPageRu,
  devices: devicesPageRu,
  cuttings: cuttingsPageRu,
  water: waterPageRu,
  rooms: roomsPageRu,
  runs: runsPageRu,
  mothers: mothersPageRu,
  yields: yieldsPageRu,
  site: sitePageRu,
  harvests: harvestsPageRu,
  weights: weightsPageRu,
  home: homePageRu,
  tasks: tasksPageRu,
  taskTemplates: taskTemplatesPageRu,
  feeding: feedingPageRu,
  feedingPage: feedingPagePageRu,
  runCompare: runComparePageRu,
  care: carePageRu,
  bugs: bugsPageRu,
  news: newsPageRu,
  strains: strainsPageRu,
  diary: diaryPageRu,
  labels: labelsPageRu,
  comments: commentsPageRu,
  steering: steeringPageRu,
  automations: automationsPageRu,
  climateProfiles: climateProfilesPageRu,
};
