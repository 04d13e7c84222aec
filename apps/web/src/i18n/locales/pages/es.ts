import type { PageCatalog } from './en';
import { auditPageEs } from '../audit/page/es';
import { webhooksPageEs } from '../webhooks/page/es';
import { sessionsPageEs } from '../sessions/page/es';
import { mfaPageEs } from '../mfa/page/es';
import { alertRulesPageEs } from '../alert-rules/page/es';
import { notificationsPageEs } from '../notifications/page/es';
import { trashPageEs } from '../trash/page/es';
import { comparePageEs } from '../compare/page/es';
import { usersPageEs } from '../users/page/es';
import { historyPageEs } from '../history/page/es';
import { annotationsPageEs } from '../annotations/page/es';
import { historyExportPageEs } from '../history-export/page/es';
import { devicesPageEs } from '../devices/page/es';
import { cuttingsPageEs } from '../cuttings/page/es';
import { waterPageEs } from '../water/page/es';
import { roomsPageEs } from '../rooms/page/es';
import { runsPageEs } from '../runs/page/es';
import { mothersPageEs } from '../mothers/page/es';
import { yieldsPageEs } from '../yields/page/es';
import { sitePageEs } from '../site/page/es';
import { harvestsPageEs } from '../harvests/page/es';
import { weightsPageEs } from '../weights/page/es';
import { homePageEs } from '../home/page/es';
import { tasksPageEs } from '../tasks/page/es';
import { taskTemplatesPageEs } from '../task-templates/page/es';
import { feedingPageEs } from '../feeding/page/es';
import { feedingPagePageEs } from '../feeding-page/page/es';
import { runComparePageEs } from '../run-compare/page/es';
import { carePageEs } from '../care/page/es';
import { bugsPageEs } from '../bugs/page/es';
import { newsPageEs } from '../news/page/es';
import { strainsPageEs } from '../strains/page/es';
import { diaryPageEs } from '../diary/page/es';
import { labelsPageEs } from '../labels/page/es';
import { commentsPageEs } from '../comments/page/es';
import { steeringPageEs } from '../steering/page/es';
import { automationsPageEs } from '../automations/page/es';
import { climateProfilesPageEs } from '../climate-profiles/page/es';

export const pageEs: PageCatalog = {
  audit: auditPageEs,
  webhooks: webhooksPageEs,
  sessions: sessionsPageEs,
  mfa: mfaPageEs,
  alertRules: alertRulesPageEs,
  notifications: notificationsPageEs,
  trash: trashPageEs,
  compare: comparePageEs,
  users: usersPageEs,
  history: historyPageEs,
  annotations: annotationsPageEs,
  historyExport: historyExportPageEs,
  devices: devicesPageEs,
  cuttings: cuttingsPageEs,
  water: waterPageEs,
  rooms: roomsPageEs,
  runs: runsPageEs,
  mothers: mothersPageEs,
  yields: yieldsPageEs,
  site: sitePageEs,
  harvests: harvestsPageEs,
  weights: weightsPageEs,
  home: homePageEs,
  tasks: tasksPageEs,
  taskTemplates: taskTemplatesPageEs,
  feeding: feedingPageEs,
  feedingPage: feedingPagePageEs,
  runCompare: runComparePageEs,
  care: carePageEs,
  bugs: bugsPageEs,
  news: newsPageEs,
  strains: strainsPageEs,
  diary: diaryPageEs,
  labels: labelsPageEs,
  comments: commentsPageEs,
  steering: steeringPageEs,
  automations: automationsPageEs,
  climateProfiles: climateProfilesPageEs,
};
