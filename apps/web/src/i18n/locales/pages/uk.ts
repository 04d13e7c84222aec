import type { PageCatalog } from './en';
import { auditPageUk } from '../audit/page/uk';
import { webhooksPageUk } from '../webhooks/page/uk';
import { sessionsPageUk } from '../sessions/page/uk';
import { mfaPageUk } from '../mfa/page/uk';
import { alertRulesPageUk } from '../alert-rules/page/uk';
import { notificationsPageUk } from '../notifications/page/uk';
import { trashPageUk } from '../trash/page/uk';
import { comparePageUk } from '../compare/page/uk';
import { usersPageUk } from '../users/page/uk';
import { historyPageUk } from '../history/page/uk';
import { annotationsPageUk } from '../annotations/page/uk';
import { historyExportPageUk } from '../history-export/page/uk';
import { devicesPageUk } from '../devices/page/uk';
import { cuttingsPageUk } from '../cuttings/page/uk';
import { waterPageUk } from '../water/page/uk';
import { roomsPageUk } from '../rooms/page/uk';
import { runsPageUk } from '../runs/page/uk';
import { mothersPageUk } from '../mothers/page/uk';
import { yieldsPageUk } from '../yields/page/uk';
import { sitePageUk } from '../site/page/uk';
import { harvestsPageUk } from '../harvests/page/uk';
import { weightsPageUk } from '../weights/page/uk';
import { homePageUk } from '../home/page/uk';
import { tasksPageUk } from '../tasks/page/uk';
import { taskTemplatesPageUk } from '../task-templates/page/uk';
import { feedingPageUk } from '../feeding/page/uk';
import { feedingPagePageUk } from '../feeding-page/page/uk';
import { runComparePageUk } from '../run-compare/page/uk';
import { carePageUk } from '../care/page/uk';
import { bugsPageUk } from '../bugs/page/uk';
import { newsPageUk } from '../news/page/uk';
import { strainsPageUk } from '../strains/page/uk';
import { diaryPageUk } from '../diary/page/uk';
import { labelsPageUk } from '../labels/page/uk';
import { commentsPageUk } from '../comments/page/uk';
import { steeringPageUk } from '../steering/page/uk';
import { automationsPageUk } from '../automations/page/uk';
import { climateProfilesPageUk } from '../climate-profiles/page/uk';

export const pageUk: PageCatalog = {
  audit: auditPageUk,
  webhooks: webhooksPageUk,
  sessions: sessionsPageUk,
  mfa: mfaPageUk,
  alertRules: alertRulesPageUk,
  notifications: notificationsPageUk,
  trash: trashPageUk,
  compare: comparePageUk,
  users: usersPageUk,
  history: historyPageUk,
  annotations: annotationsPageUk,
  historyExport: historyExportPageUk,
  devices: devicesPageUk,
  cuttings: cuttingsPageUk,
  water: waterPageUk,
  rooms: roomsPageUk,
  runs: runsPageUk,
  mothers: mothersPageUk,
  yields: yieldsPageUk,
  site: sitePageUk,
  harvests: harvestsPageUk,
  weights: weightsPageUk,
  home: homePageUk,
  tasks: tasksPageUk,
  taskTemplates: taskTemplatesPageUk,
  feeding: feedingPageUk,
  feedingPage: feedingPagePageUk,
  runCompare: runComparePageUk,
  care: carePageUk,
  bugs: bugsPageUk,
  news: newsPageUk,
  strains: strainsPageUk,
  diary: diaryPageUk,
  labels: labelsPageUk,
  comments: commentsPageUk,
  steering: steeringPageUk,
  automations: automationsPageUk,
  climateProfiles: climateProfilesPageUk,
};
