import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { bugFactory } from '../testing/bug-factory';
import { fakeBugsApi } from '../testing/fake-bugs-api';
import { BugsPanel } from './bugs-panel';

const grower = { id: 'u-grower', role: 'user' as const };
const admin = { id: 'u-admin', role: 'admin' as const };
const someoneElse = { id: 'u-other', login: 'other@example.com', displayName: 'Other' };

const bugs = [
  bugFactory({ _id: 'b-open', description: 'Open one', status: 'open', createdAt: '2026-01-03T10:00:00Z' }),
  bugFactory({
    _id: 'b-urgent',
    description: 'Urgent one',
    status: 'urgent',
    createdAt: '2026-01-01T10:00:00Z',
  }),
  bugFactory({
    _id: 'b-very',
    description: 'Very urgent one',
    status: 'very_urgent',
    createdAt: '2026-01-02T10:00:00Z',
    createdBy: someoneElse,
  }),
  bugFactory({ _id: 'b-closed', description: 'Closed one', status: 'closed' }),
];

const listedTitles = (): string[] =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent ?? '');

describe('BugsPanel', () => {
  it('refuses a blank description with a message and sends nothing', async () => {
    const api = fakeBugsApi([]);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await user.type(screen.getByLabelText(/^Description/), '   ');
    await user.click(screen.getByRole('button', { name: 'Report bug' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/bugs');
  });

  it('shows "Failed to create bug" when the report call fails', async () => {
    fakeBugsApi([]);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await user.type(screen.getByLabelText(/^Description/), 'Pump leaks');
    await user.click(screen.getByRole('button', { name: 'Report bug' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create bug');
  });

  it('lists by priority by default and re-sorts newest, oldest and by status', async () => {
    fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await screen.findByText('Open one');
    expect(listedTitles()).toEqual(['Very urgent one', 'Urgent one', 'Open one']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(listedTitles()).toEqual(['Open one', 'Very urgent one', 'Urgent one']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    expect(listedTitles()).toEqual(['Urgent one', 'Very urgent one', 'Open one']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'status');
    expect(listedTitles()).toEqual(['Open one', 'Urgent one', 'Very urgent one']);
  });

  it('hides closed bugs until "Show closed" asks the server for them', async () => {
    const api = fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await screen.findByText('Open one');
    expect(screen.queryByText('Closed one')).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/bugs/page?sort=priority']);
    await user.click(screen.getByRole('switch', { name: 'Show closed bugs' }));
    expect(await screen.findByText('Closed one')).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/bugs/page?sort=priority&includeClosed=true');
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(listedTitles()).toEqual(['Closed one']));
    expect(api.calls).toContain('GET /api/bugs/page?sort=priority&status=closed&includeClosed=true');
  });

  it('asks the server for each sort and filter instead of sorting in the browser', async () => {
    const api = fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await screen.findByText('Open one');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    await user.selectOptions(screen.getByLabelText('Status'), 'urgent');
    await waitFor(() => expect(listedTitles()).toEqual(['Urgent one']));
    expect(api.calls).toEqual([
      'GET /api/bugs/page?sort=priority',
      'GET /api/bugs/page?sort=oldest',
      'GET /api/bugs/page?sort=oldest&status=urgent',
    ]);
  });

  it('loads the list a page at a time when asked for more, and exports every page', async () => {
    const backlog = Array.from({ length: 25 }, (_, i) =>
      bugFactory({
        _id: `b-old-${String(i).padStart(2, '0')}`,
        description: `Old ${i}`,
        status: 'open',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    );
    const api = fakeBugsApi(backlog);
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:csv')),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<BugsPanel actor={admin} />);
    await screen.findByText('Old 24');
    expect(screen.queryByText('Old 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((await created[0]!.text()).split('\r\n')).toHaveLength(27);
    await user.click(screen.getByRole('button', { name: 'More bugs' }));
    expect(await screen.findByText('Old 0')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'More bugs' })).not.toBeInTheDocument();
    expect(api.calls).toContain('GET /api/bugs/page?sort=priority&cursor=20');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('keeps pins in localStorage, drops those of closed or missing bugs, and shows pinned bugs first', async () => {
    localStorage.setItem('pinnedBugs', JSON.stringify(['b-open', 'b-closed', 'b-gone']));
    const api = fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    const pinnedSection = await screen.findByRole('region', { name: 'Pinned' });
    expect(within(pinnedSection).getByText('Open one')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('pinnedBugs') ?? '')).toEqual(['b-open']));
    expect(api.calls[0]).toBe('GET /api/bugs/page?sort=priority&pinned=b-open%2Cb-closed%2Cb-gone');

    const urgent = screen.getByRole('article', { name: 'Urgent one' });
    await user.click(within(urgent).getByRole('button', { name: 'Pin' }));
    expect(JSON.parse(localStorage.getItem('pinnedBugs') ?? '')).toEqual(['b-open', 'b-urgent']);
    await waitFor(() => expect(listedTitles().slice(0, 2)).toEqual(['Urgent one', 'Open one']));
  });

  it('unpins a bug when its creator closes it', async () => {
    localStorage.setItem('pinnedBugs', JSON.stringify(['b-open']));
    const api = fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    const card = await screen.findByRole('article', { name: 'Open one' });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    await user.click(within(card).getByRole('button', { name: 'Close bug' }));
    await waitFor(() => expect(screen.queryByText('Open one')).not.toBeInTheDocument());
    expect(api.calls).toContain('PATCH /api/bugs/b-open/close');
    expect(JSON.parse(localStorage.getItem('pinnedBugs') ?? '')).toEqual([]);
  });

  it('hides staff controls from a plain user and edit/close on bugs of others', async () => {
    fakeBugsApi(bugs);
    const { user } = renderWithProviders(<BugsPanel actor={grower} />);
    await screen.findByText('Open one');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    const own = screen.getByRole('article', { name: 'Open one' });
    await user.click(within(own).getByRole('button', { name: 'Show details' }));
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Close bug' })).toBeInTheDocument();
    expect(within(own).queryByLabelText('Change status')).not.toBeInTheDocument();

    const others = screen.getByRole('article', { name: 'Very urgent one' });
    await user.click(within(others).getByRole('button', { name: 'Show details' }));
    expect(within(others).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Close bug' })).not.toBeInTheDocument();
  });

  it('lets staff change any status and export the listed bugs as CSV', async () => {
    fakeBugsApi(bugs);
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<BugsPanel actor={admin} />);
    const card = await screen.findByRole('article', { name: 'Very urgent one' });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByLabelText('Change status')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const text = await created[0]?.text();
    expect(text?.split('\r\n')[0]).toBe(
      'ID,Description,Created At,Author,Status,Last Updated,Comments,Is Pinned',
    );
    expect(text?.split('\r\n')).toHaveLength(5);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
