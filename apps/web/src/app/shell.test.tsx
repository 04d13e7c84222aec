import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDE_NAV_COLLAPSED_KEY } from '../components/layout/use-side-nav-collapsed';
import { setMfaEnrollmentPending } from '../lib/auth-token';
import { server } from '../testing/msw-server';
import { findAccountMenuButton } from '../testing/account-menu';
import { renderApp } from '../testing/render';
import { logInAs } from '../testing/tokens';

/** The desktop side navigation (the first "Main navigation"; the drawer holds the other when open). */
const sideNav = () => screen.getAllByRole('navigation', { name: /^(Main navigation|ניווט ראשי)$/ })[0]!;
// The shell is what these tests look at: the pages behind it find nothing.
beforeEach(() => {
  server.use(
    http.all('*/api/*', () =>
      HttpResponse.json({ error: 'Not found', code: 'test.not_found' }, { status: 404 }),
    ),
  );
});

describe('app shell: side navigation', () => {
  it('shows a plain user the crop, climate and team groups, and no administration', async () => {
    logInAs({ role: 'user' });
    renderApp('/tasks');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('group')
        .map((group) => group.firstChild?.textContent),
    ).toEqual(['Crop', 'Climate', 'Team']);
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
    expect(within(nav).queryByRole('link', { name: 'Alert rules' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('group', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it('shows an admin the "Admin panel" group with every administration page', async () => {
    logInAs({ role: 'admin' });
    renderApp('/tasks');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const admin = within(nav).getByRole('group', { name: 'Admin panel' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Users',
      'Manage strains',
      'Manage cuttings',
      'Manage news',
      'Webhooks',
      'API tokens',
      'Audit log',
      'Trash',
      'Site settings',
    ]);
    const climate = within(nav).getByRole('group', { name: 'Climate' });
    expect(within(climate).getByRole('link', { name: 'Alert rules' })).toHaveAttribute(
      'href',
      '/alerts/rules',
    );
  });

  it('marks the current page, and only it, with aria-current="page"', async () => {
    logInAs({ role: 'admin' });
    renderApp('/alerts/rules');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Alert rules' })).toHaveAttribute('aria-current', 'page'),
    );
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Alert rules']);
  });

  it("marks a cutting's page as in the Cuttings section without calling it the current page", async () => {
    logInAs({ role: 'user' });
    renderApp('/cutting/c-1');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const cuttings = within(nav).getByRole('link', { name: 'Cuttings' });
    expect(cuttings).toHaveAttribute('data-section', 'true');
    expect(cuttings).not.toHaveAttribute('aria-current');
  });

  it('collapses to its icons, keeps every link named by its text, and remembers it after a reload', async () => {
    logInAs({ role: 'user' });
    const first = renderApp('/tasks');
    await first.user.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    expect(localStorage.getItem(SIDE_NAV_COLLAPSED_KEY)).toBe('true');
    expect(sideNav().closest('.canopy-sidenav')).toHaveAttribute('data-collapsed', 'true');
    expect(within(sideNav()).getByRole('link', { name: 'Tasks' })).toHaveAttribute('title', 'Tasks');
    first.unmount();

    const second = renderApp('/tasks');
    const expand = await screen.findByRole('button', { name: 'Expand navigation' });
    expect(sideNav().closest('.canopy-sidenav')).toHaveAttribute('data-collapsed', 'true');
    await second.user.click(expand);
    expect(localStorage.getItem(SIDE_NAV_COLLAPSED_KEY)).toBe('false');
    expect(sideNav().closest('.canopy-sidenav')).toHaveAttribute('data-collapsed', 'false');
  });

  it('has a skip link that moves the focus to the main content', async () => {
    logInAs({ role: 'user' });
    const { user } = renderApp('/tasks');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts devices, runs, tasks, cuttings and alerts in the phone bottom bar', async () => {
    logInAs({ role: 'user' });
    renderApp('/devices');
    const bar = await screen.findByRole('navigation', { name: 'Frequent pages' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Devices', 'Runs', 'Tasks', 'Cuttings', 'Alerts']);
    await vi.waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('in Hebrew, names everything in Hebrew and opens the drawer from the right', async () => {
    logInAs({ role: 'admin' });
    const { user } = renderApp('/tasks', { language: 'he' });
    const nav = await screen.findByRole('navigation', { name: 'ניווט ראשי' });
    expect(within(nav).getByRole('group', { name: 'לוח ניהול' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'פתיחת תפריט הניווט' }));
    const drawer = await screen.findByRole('dialog', { name: 'תפריט' });
    expect(drawer.closest('[data-side]')).toHaveAttribute('data-side', 'right');
  });

  it('opens the drawer from the left in English', async () => {
    logInAs({ role: 'user' });
    const { user } = renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.closest('[data-side]')).toHaveAttribute('data-side', 'left');
  });

  it('shows no navigation while a session must first turn on two-factor login', async () => {
    logInAs({ role: 'admin' });
    setMfaEnrollmentPending(true);
    renderApp('/account/security');
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
  });
});

describe('app shell: account menu button', () => {
  async function setUp() {
    logInAs({ role: 'user', login: 'grower@example.com' });
    const result = renderApp('/tasks');
    const button = await findAccountMenuButton();
    return { ...result, button };
  }
  const menu = () => screen.getByRole('menu', { hidden: true });

  it('is a menu button that names its menu after who is signed in', async () => {
    const { button } = await setUp();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu().id);
    expect(menu()).not.toBeVisible();
    expect(menu()).toHaveAccessibleName('Signed in as grower@example.com');
  });

  it('opens on Enter at its first item; the arrows, Home and End move and wrap; Escape closes and returns the focus', async () => {
    const { button, user } = await setUp();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('opens on Space and Arrow Down at the first item, on Arrow Up at the last', async () => {
    const { button, user } = await setUp();
    act(() => button.focus());
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
  });

  it('follows a link item on Space or Enter, closes and gives the focus back to the button', async () => {
    const { button, router, user } = await setUp();
    act(() => button.focus());
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/notifications'));
  });

  it('closes on Tab and on a click outside', async () => {
    const { button, user } = await setUp();
    await user.click(button);
    expect(menu()).toBeVisible();
    await user.tab();
    expect(menu()).not.toBeVisible();
    await user.click(button);
    expect(menu()).toBeVisible();
    await user.click(screen.getByRole('main'));
    expect(menu()).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
