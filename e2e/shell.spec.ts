import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';
import { useLanguage } from './support/language.ts';

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

const MEMBER = { email: 'shell-member@e2e.test', password: 'shell-member-password' };

/** SPEC's navigation labels in each language, with the page each opens ("Admin panel" names a group). */
const SPEC_LABELS = {
  en: {
    nav: 'Main navigation',
    adminPanel: 'Admin panel',
    links: {
      '/news': 'News',
      '/devices': 'Devices',
      '/strains': 'Strains',
      '/cuttings': 'Cuttings',
      '/bugs': 'Bugs',
      '/tasks': 'Tasks',
      '/cuttings-admin': 'Manage cuttings',
      '/strains-admin': 'Manage strains',
      '/news-admin': 'Manage news',
      '/users': 'Users',
    },
  },
  ru: {
    nav: 'Основная навигация',
    adminPanel: 'Панель администратора',
    links: {
      '/news': 'Новости',
      '/devices': 'Устройства',
      '/strains': 'Сорта',
      '/cuttings': 'Черенки',
      '/bugs': 'Ошибки',
      '/tasks': 'Задачи',
      '/cuttings-admin': 'Управление черенками',
      '/strains-admin': 'Управление сортами',
      '/news-admin': 'Управление новостями',
      '/users': 'Пользователи',
    },
  },
  uk: {
    nav: 'Основна навігація',
    adminPanel: 'Панель адміністратора',
    links: {
      '/news': 'Новини',
      '/devices': 'Пристрої',
      '/strains': 'Сорти',
      '/cuttings': 'Живці',
      '/bugs': 'Помилки',
      '/tasks': 'Завдання',
      '/cuttings-admin': 'Керування живцями',
      '/strains-admin': 'Керування сортами',
      '/news-admin': 'Керування новинами',
      '/users': 'Користувачі',
    },
  },
  he: {
    nav: 'ניווט ראשי',
    adminPanel: 'לוח ניהול',
    links: {
      '/news': 'חדשות',
      '/devices': 'מכשירים',
      '/strains': 'זנים',
      '/cuttings': 'ייחורים',
      '/bugs': 'תקלות',
      '/tasks': 'משימות',
      '/cuttings-admin': 'ניהול ייחורים',
      '/strains-admin': 'ניהול זנים',
      '/news-admin': 'ניהול חדשות',
      '/users': 'משתמשים',
    },
  },
  es: {
    nav: 'Navegación principal',
    adminPanel: 'Panel de administración',
    links: {
      '/news': 'Noticias',
      '/devices': 'Dispositivos',
      '/strains': 'Variedades',
      '/cuttings': 'Esquejes',
      '/bugs': 'Errores',
      '/tasks': 'Tareas',
      '/cuttings-admin': 'Gestionar esquejes',
      '/strains-admin': 'Gestionar variedades',
      '/news-admin': 'Gestionar noticias',
      '/users': 'Usuarios',
    },
  },
} as const;

test.beforeAll(async ({ request }) => {
  await ensurePlainUser(request, MEMBER);
});

test('at 1280 px the top bar is at most 64 px tall and the side navigation holds the groups', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await logInAsAdmin(page);
  await page.goto('/devices');
  const banner = page.getByRole('banner');
  const height = (await banner.boundingBox())!.height;
  console.log(`top bar height at 1280 px: ${height} px`);
  expect(height).toBeLessThanOrEqual(64);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const group of ['Crop', 'Climate', 'Team', 'Admin panel']) {
    await expect(nav.getByRole('group', { name: group })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Devices', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The main content starts right under the top bar, beside the navigation.
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.y).toBeLessThanOrEqual(height + 1);
  expect(main.x).toBeGreaterThanOrEqual((await nav.boundingBox())!.width - 1);
  // The phone's parts are not there at this width.
  await expect(page.getByRole('navigation', { name: 'Frequent pages' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
});

for (const [language, labels] of Object.entries(SPEC_LABELS)) {
  test(`every SPEC navigation label is one click away on the desktop shell, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await logInAsAdmin(page);
    await useLanguage(page, language);
    const nav = page.getByRole('navigation', { name: labels.nav });
    await expect(nav.getByRole('group', { name: labels.adminPanel })).toBeVisible();
    for (const [path, label] of Object.entries(labels.links)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });
}

test('in Hebrew the side navigation is on the right and the layout is mirrored', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInAsAdmin(page);
  await useLanguage(page, 'he');
  const nav = (await page.getByRole('navigation', { name: 'ניווט ראשי' }).boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(nav.x).toBeGreaterThan(main.x);
  expect(nav.x + nav.width).toBeGreaterThan(DESKTOP.width - 2);
  const logo = (await page.getByRole('img', { name: /Canopy/ }).boundingBox())!;
  expect(logo.x).toBeGreaterThan(DESKTOP.width / 2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the side navigation collapses to icons, keeps working, and stays collapsed after a reload', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await logInAsAdmin(page);
  await page.goto('/tasks');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const wide = (await nav.boundingBox())!.width;
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  expect((await nav.boundingBox())!.width).toBeLessThan(wide / 2);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  expect((await nav.boundingBox())!.width).toBeLessThan(wide / 2);
  expect(await seriousViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Bugs' }).click();
  await expect(page).toHaveURL(/\/bugs$/);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
});

test('a plain user sees no administration, and the account menu works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/tasks');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('group', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Admin panel' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();

  // The skip link comes first and leads into the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const account = page.getByRole('button', { name: 'Account' });
  // The first paint's stand-in answers no key; the menu's button replaces it right after.
  await expect(account).toHaveAttribute('aria-controls', /.+/);
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Signed in as ${MEMBER.email}` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Security' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/security$/);
  await logOut(page);
});

test('at 768 px the navigation is a drawer opened from the top bar, from the right in Hebrew', async ({
  page,
}) => {
  await page.setViewportSize(TABLET);
  await logInAsAdmin(page);
  await page.goto('/devices');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Frequent pages' })).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(64);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const nav = drawer.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('group', { name: 'Admin panel' })).toBeVisible();
  // Where it rests once it has slid in: against the left edge.
  await expect.poll(async () => (await drawer.boundingBox())!.x).toBeLessThan(1);
  expect(await seriousViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(drawer).toBeHidden();

  await useLanguage(page, 'he');
  await page.getByRole('button', { name: 'פתיחת תפריט הניווט' }).click();
  const hebrewDrawer = page.getByRole('dialog', { name: 'תפריט' });
  await expect(hebrewDrawer.getByRole('group', { name: 'לוח ניהול' })).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await hebrewDrawer.boundingBox())!;
      return box.x + box.width;
    })
    .toBeGreaterThan(TABLET.width - 1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone the bottom bar holds devices, runs, tasks, cuttings and alerts; the rest is in the drawer', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/devices');
  const bar = page.getByRole('navigation', { name: 'Frequent pages' });
  await expect(bar.getByRole('link')).toHaveText(['Devices', 'Runs', 'Tasks', 'Cuttings', 'Alerts']);
  // Nothing in the top bar spills over the screen's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('link', { name: /unresolved alerts/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Language: / })).toBeVisible();

  await bar.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(bar.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await useLanguage(page, 'he');
  await expect(bar).toBeHidden();
  const hebrewBar = page.getByRole('navigation', { name: 'עמודים שימושיים' });
  await expect(hebrewBar.getByRole('link')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor sees the public shell: log in, and the pages SPEC links for everyone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/news');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['News', 'Devices', 'Strains', 'Cuttings', 'Bugs', 'Tasks']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Alerts', exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});
