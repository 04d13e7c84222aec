import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { STORAGE_KEYS } from '../list/list-preferences';
import { cuttingSummaryFactory, manyCuttings } from '../testing/cutting-factory';
import { fakeCuttingsList } from '../testing/fake-cuttings-api';

const rows = () => screen.getAllByRole('row').slice(1);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Whole-app renders of 20-row tables are slow on the shared CI machine.
describe('the cuttings list', { timeout: 20_000 }, () => {
  it("offers 'View more' while a full page of 20 comes back, and no more after a short page", async () => {
    logInAs({ role: 'user' });
    const list = fakeCuttingsList(manyCuttings(21));
    const { user } = renderApp('/cuttings');
    // The file's first render loads the lazy route, which took over 5 s twice in a local CI run.
    await screen.findByRole('link', { name: 'A-001 · Plant 001' }, { timeout: 15_000 });
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('link', { name: 'A-021 · Plant 021' })).toBeInTheDocument();
    expect(rows()).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    expect(list.queries).toEqual(['skip=0&limit=20&sort=name', 'skip=20&limit=20&sort=name']);
  });

  it('searches on the server once typing settles, and sorts by code when asked', async () => {
    logInAs({ role: 'user' });
    const list = fakeCuttingsList(manyCuttings(3));
    const { user } = renderApp('/cuttings');
    await screen.findByRole('link', { name: 'A-001 · Plant 001' });
    await user.type(screen.getByRole('searchbox', { name: 'Search cuttings' }), 'A-002');
    await waitFor(() => expect(list.queries).toContain('skip=0&limit=20&q=A-002&sort=name'));
    // Debounced: no request for the partial words typed on the way.
    expect(list.queries.filter((query) => query.includes('q='))).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'A-002 · Plant 002' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Internal #');
    await waitFor(() => expect(list.queries).toContain('skip=0&limit=20&q=A-002&sort=code'));
  });

  it('names cuttings by the chosen display mode, remembered for the next visit', async () => {
    logInAs({ role: 'user' });
    fakeCuttingsList(manyCuttings(1));
    const { user, unmount } = renderApp('/cuttings');
    await screen.findByRole('link', { name: 'A-001 · Plant 001' });
    await user.click(screen.getByRole('radio', { name: 'Code' }));
    expect(screen.getByRole('link', { name: 'A-001' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Name' }));
    expect(screen.getByRole('link', { name: 'Plant 001' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.displayMode)).toBe('name');
    unmount();
    renderApp('/cuttings');
    expect(await screen.findByRole('link', { name: 'Plant 001' })).toBeInTheDocument();
  });

  it('cycles the view from table to medium cards to large cards and back', async () => {
    logInAs({ role: 'user' });
    fakeCuttingsList(manyCuttings(2));
    const { user } = renderApp('/cuttings');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'View: Table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'View: Medium cards' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'View: Large cards' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.viewMode)).toBe('large');
    await user.click(screen.getByRole('button', { name: 'View: Large cards' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('groups the cuttings by strain in groups that open on demand', async () => {
    logInAs({ role: 'user' });
    fakeCuttingsList(manyCuttings(4, true));
    const { user } = renderApp('/cuttings');
    await screen.findByRole('table');
    await user.click(screen.getByRole('switch', { name: 'Group by strain' }));
    const lemon = screen.getByRole('button', { name: /Lemon Haze/ });
    const blue = screen.getByRole('button', { name: /Blue Dream/ });
    expect(lemon).toHaveAttribute('aria-expanded', 'false');
    expect(blue).toHaveTextContent('Cuttings: 2');
    await user.click(blue);
    expect(blue).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: /Blue Dream/ });
    expect(within(panel).getByRole('link', { name: 'A-002 · Plant 002' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'A-001 · Plant 001' })).not.toBeInTheDocument();
  });

  it('shows a plain user the blurred preview marked as hidden, and staff the photo itself', async () => {
    logInAs({ role: 'user' });
    fakeCuttingsList([cuttingSummaryFactory({ photo: '/api/files/blurred/aa', photosBlurred: true })]);
    const { user, unmount } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'View: Table' }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Photo hidden')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Photo of cutting A-009' })).not.toBeInTheDocument();
    unmount();

    logInAs({ role: 'admin' });
    fakeCuttingsList([cuttingSummaryFactory({ photo: '/api/files/aa/display', photosBlurred: false })]);
    renderApp('/cuttings');
    const photo = await screen.findByRole('img', { name: 'Photo of cutting A-009' });
    expect(photo).toHaveAttribute('src', '/api/files/aa/display');
    expect(screen.queryByText('Photo hidden')).not.toBeInTheDocument();
  });

  it('downloads the label files with the token and saves them under the server-given name', async () => {
    const token = logInAs({ role: 'user' });
    fakeCuttingsList([cuttingSummaryFactory()]);
    const calls: string[] = [];
    server.use(
      http.get('*/api/qr/*', ({ request }) => {
        calls.push(`${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="A-009.pdf"',
          },
        });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'PDF: Download label A-009' }));
    await user.click(screen.getByRole('button', { name: 'Print all' }));
    await user.click(screen.getByRole('button', { name: 'Download all (Excel)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(calls).toEqual([
      `/api/qr/pdf/c1 Bearer ${token}`,
      `/api/qr/pdf/all Bearer ${token}`,
      `/api/qr/excel/all Bearer ${token}`,
    ]);
    expect(saved[0]).toBe('A-009.pdf');
  });

  it('says so when there are no cuttings, and sends visitors without a login to /login', async () => {
    fakeCuttingsList([]);
    const visitor = renderApp('/cuttings');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    visitor.unmount();
    logInAs({ role: 'user' });
    renderApp('/cuttings');
    expect(await screen.findByText('No cuttings yet.')).toBeInTheDocument();
  });
});
