import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { validateCompareSearch } from '../features/devices/lib/compare-search';
import { validateRunsSearch } from '../features/runs/lib/runs-search';
import { validateYieldsSearch } from '../features/yields/lib/yields-search';
import { readSsoFailure, type SsoFailureCode } from '../features/auth/lib/sso-failure';
import { pageTextsLoader } from '../i18n/page-texts';
import { setMfaEnrollmentHandler, setUnauthenticatedHandler } from '../lib/api-client';
import { requireLogin } from './guards/require-login';
import { requireMfaEnrollment } from './guards/require-mfa-enrollment';
import { safeRedirect } from './guards/safe-redirect';
import { RootLayout } from './root-layout';

export interface LoginSearch {
  redirect?: string;
  /** Why the single sign-on the browser came back from failed (see /login/sso). */
  sso?: SsoFailureCode;
}

/**
 * What every route's `beforeLoad` and `loader` get: the app's i18n. A page whose texts are not in the first
 * paint's catalog loads them in its route's `loader` (`loadPageTexts`), so it never renders before them.
 */
export interface RouterContext {
  i18n: I18n;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: requireMfaEnrollment,
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('./routes/not-found-page'), 'NotFoundPage'),
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: pageTextsLoader('home'),
  component: lazyRouteComponent(() => import('./routes/home-page'), 'HomePage'),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // Always set the key: leaving it out would let the raw (unsafe) value through from the root search.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirect(search.redirect),
    sso: readSsoFailure(search.sso),
  }),
  component: lazyRouteComponent(() => import('./routes/login-page'), 'LoginPage'),
});

/** The provider sends the browser back here (through the server's callback) with a one-time code. */
const ssoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/sso',
  component: lazyRouteComponent(() => import('./routes/sso-page'), 'SsoPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('users'),
  component: lazyRouteComponent(() => import('./routes/users-page'), 'UsersPage'),
});

const bugsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bugs',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('bugs', 'comments'),
  component: lazyRouteComponent(() => import('./routes/bugs-page'), 'BugsPage'),
});

const tasksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tasks',
  beforeLoad: requireLogin,
  // Its view and filters are read by the page itself (tasks-search.ts), which keeps them off the first paint.
  loader: pageTextsLoader('tasks', 'comments'),
  component: lazyRouteComponent(() => import('./routes/tasks-page'), 'TasksPage'),
});

const taskTemplatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tasks/templates',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('taskTemplates'),
  component: lazyRouteComponent(() => import('./routes/task-templates-page'), 'TaskTemplatesPage'),
});

const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  loader: pageTextsLoader('news'),
  component: lazyRouteComponent(() => import('./routes/news-page'), 'NewsPage'),
});

const newsAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news-admin',
  loader: pageTextsLoader('news'),
  component: lazyRouteComponent(() => import('./routes/news-admin-page'), 'NewsAdminPage'),
});

const strainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/strains',
  loader: pageTextsLoader('strains'),
  component: lazyRouteComponent(() => import('./routes/strains-page'), 'StrainsPage'),
});

const strainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/strain/$slug',
  loader: pageTextsLoader('strains', 'diary', 'cuttings', 'labels'),
  component: lazyRouteComponent(() => import('./routes/strain-page'), 'StrainPage'),
});

const strainsAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/strains-admin',
  loader: pageTextsLoader('strains'),
  component: lazyRouteComponent(() => import('./routes/strains-admin-page'), 'StrainsAdminPage'),
});

const cuttingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cuttings',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('cuttings', 'labels'),
  component: lazyRouteComponent(() => import('./routes/cuttings-page'), 'CuttingsPage'),
});

const cuttingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cutting/$id',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('cuttings', 'diary', 'labels'),
  component: lazyRouteComponent(() => import('./routes/cutting-page'), 'CuttingPage'),
});

const cuttingsAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cuttings-admin',
  loader: pageTextsLoader('cuttings', 'strains', 'diary', 'labels'),
  component: lazyRouteComponent(() => import('./routes/cuttings-admin-page'), 'CuttingsAdminPage'),
});

const devicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/devices-page'), 'DevicesPage'),
});

const particleDevicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/particle',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/particle-devices-page'), 'ParticleDevicesPage'),
});

// A static path: the router ranks it before the /devices/... routes with a $param, so none shadows it.
const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/compare',
  beforeLoad: requireLogin,
  validateSearch: validateCompareSearch,
  loader: pageTextsLoader('compare', 'history'),
  component: lazyRouteComponent(() => import('./routes/compare-page'), 'ComparePage'),
});

const climateDeviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/device/$id',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('history', 'annotations', 'historyExport', 'devices'),
  component: lazyRouteComponent(() => import('./routes/climate-device-page'), 'ClimateDevicePage'),
});

const waterDeviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/water/$deviceId',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('history', 'annotations', 'historyExport', 'water'),
  component: lazyRouteComponent(() => import('./routes/water-device-page'), 'WaterDevicePage'),
});

const soilDeviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/soil/$deviceId',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('history', 'annotations', 'historyExport'),
  component: lazyRouteComponent(() => import('./routes/soil-device-page'), 'SoilDevicePage'),
});

const alertsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/alerts',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/alerts-page'), 'AlertsPage'),
});

const alertRulesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/alerts/rules',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('alertRules'),
  component: lazyRouteComponent(() => import('./routes/alert-rules-page'), 'AlertRulesPage'),
});

const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/notifications',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('notifications'),
  component: lazyRouteComponent(() => import('./routes/notifications-page'), 'NotificationsPage'),
});

const accountSecurityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/security',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('mfa', 'sessions'),
  component: lazyRouteComponent(() => import('./routes/account-security-page'), 'AccountSecurityPage'),
});

const adminTokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/tokens',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('sessions'),
  component: lazyRouteComponent(() => import('./routes/admin-tokens-page'), 'AdminTokensPage'),
});

const webhooksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/webhooks',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('webhooks'),
  component: lazyRouteComponent(() => import('./routes/webhooks-page'), 'WebhooksPage'),
});

const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('audit'),
  component: lazyRouteComponent(() => import('./routes/audit-page'), 'AuditPage'),
});

const trashRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/trash',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('trash'),
  component: lazyRouteComponent(() => import('./routes/trash-page'), 'TrashPage'),
});

const roomsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rooms',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('rooms', 'care', 'feeding'),
  component: lazyRouteComponent(() => import('./routes/rooms-page'), 'RoomsPage'),
});

const roomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rooms/$id',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('rooms', 'care', 'feeding', 'steering', 'climateProfiles'),
  component: lazyRouteComponent(() => import('./routes/room-page'), 'RoomPage'),
});

const runsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/runs',
  beforeLoad: requireLogin,
  validateSearch: validateRunsSearch,
  loader: pageTextsLoader('runs'),
  component: lazyRouteComponent(() => import('./routes/runs-page'), 'RunsPage'),
});

// A static path: the router ranks it before /runs/$id. The page reads its choice from the address itself.
const runCompareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/runs/compare',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('runCompare', 'runs', 'weights', 'feeding'),
  component: lazyRouteComponent(() => import('./routes/run-compare-page'), 'RunComparePage'),
});

const runRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/runs/$id',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('runs', 'harvests', 'weights', 'taskTemplates', 'care', 'feeding', 'labels'),
  component: lazyRouteComponent(() => import('./routes/run-page'), 'RunPage'),
});

const runGroupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/runs/$id/groups/$groupId',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('runs', 'harvests', 'weights', 'care', 'feeding'),
  component: lazyRouteComponent(() => import('./routes/run-group-page'), 'RunGroupPage'),
});

const mothersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mothers',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('mothers'),
  component: lazyRouteComponent(() => import('./routes/mothers-page'), 'MothersPage'),
});

const yieldsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/yields',
  beforeLoad: requireLogin,
  validateSearch: validateYieldsSearch,
  loader: pageTextsLoader('yields', 'weights'),
  component: lazyRouteComponent(() => import('./routes/yields-page'), 'YieldsPage'),
});

const feedingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feeding',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('feedingPage', 'feeding'),
  component: lazyRouteComponent(() => import('./routes/feeding-page'), 'FeedingPage'),
});

const automationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/automations',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('automations'),
  component: lazyRouteComponent(() => import('./routes/automations-page'), 'AutomationsPage'),
});

const automationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/automations/$id',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('automations'),
  component: lazyRouteComponent(() => import('./routes/automation-page'), 'AutomationPage'),
});

const climateProfilesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/climate-profiles',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('climateProfiles'),
  component: lazyRouteComponent(() => import('./routes/climate-profiles-page'), 'ClimateProfilesPage'),
});

const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/site',
  beforeLoad: requireLogin,
  loader: pageTextsLoader('site'),
  component: lazyRouteComponent(() => import('./routes/site-page'), 'SitePage'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  ssoRoute,
  usersRoute,
  newsRoute,
  newsAdminRoute,
  strainsRoute,
  strainRoute,
  strainsAdminRoute,
  cuttingsRoute,
  cuttingRoute,
  cuttingsAdminRoute,
  bugsRoute,
  tasksRoute,
  taskTemplatesRoute,
  devicesRoute,
  particleDevicesRoute,
  compareRoute,
  climateDeviceRoute,
  waterDeviceRoute,
  soilDeviceRoute,
  alertsRoute,
  alertRulesRoute,
  notificationsRoute,
  accountSecurityRoute,
  webhooksRoute,
  adminTokensRoute,
  auditRoute,
  trashRoute,
  roomsRoute,
  roomRoute,
  runsRoute,
  runCompareRoute,
  runRoute,
  runGroupRoute,
  mothersRoute,
  yieldsRoute,
  feedingRoute,
  automationsRoute,
  automationRoute,
  climateProfilesRoute,
  siteRoute,
]);

export function createAppRouter(i18n: I18n, history: RouterHistory = createBrowserHistory()) {
  const router = createRouter({
    routeTree,
    history,
    context: { i18n },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  setUnauthenticatedHandler(() => {
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: href } });
  });
  setMfaEnrollmentHandler(() => {
    if (router.state.location.pathname !== '/account/security')
      void router.navigate({ to: '/account/security' });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
