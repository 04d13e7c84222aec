import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@canopy/shared/crop';
import type { CuttingLineage, LineageCutting, LineageRun } from '@canopy/shared/schemas/mothers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingFactory } from '../testing/cutting-factory';

const ref = (overrides: Partial<LineageCutting>): LineageCutting => ({
  _id: 'c1',
  shortId: 'K1',
  code: 'A-009',
  name: 'Lemon mother',
  strainId: 's1',
  isMother: false,
  motherId: null,
  retiredAt: null,
  ...overrides,
});

function serve(lineage: CuttingLineage) {
  server.use(
    http.get('*/api/cuttings/:id', () => HttpResponse.json(cuttingFactory({ motherId: 'm1' }))),
    http.get('*/api/admin/:id/logs', () => HttpResponse.json([])),
    http.get('*/api/cuttings/:id/lineage', () => HttpResponse.json(lineage)),
  );
}

describe("the cutting page's lineage", { timeout: 20_000 }, () => {
  it('links the mother chain and the runs the cutting went into, with their stage', async () => {
    logInAs({ role: 'user' });
    serve({
      cutting: ref({ motherId: 'm1' }),
      mothers: [
        ref({ _id: 'm1', code: 'M-001', name: 'Mom', isMother: true, motherId: 'g1' }),
        ref({ _id: 'g1', code: 'G-001', name: '', isMother: true, retiredAt: '2026-01-01T00:00:00.000Z' }),
      ],
      runs: [
        { runId: 'r2', code: 'R-2026-002', name: 'Summer', state: 'active', groupIds: ['g'], stage: 'veg' },
        {
          runId: 'r1',
          code: 'R-2026-001',
          name: 'R-2026-001',
          state: 'closed',
          groupIds: ['h'],
          stage: 'done',
        },
      ],
      descendants: [],
      harvests: [],
    });
    renderApp('/cutting/c1');
    const mothers = await screen.findByRole('list', { name: 'Mother' }, { timeout: 5000 });
    const links = within(mothers).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['M-001 · Mom', '/cutting/m1'],
      ['G-001', '/cutting/g1'],
    ]);
    expect(within(mothers).getByText('Retired')).toBeInTheDocument();
    const runs = screen.getByRole('list', { name: 'Runs' });
    expect(
      within(runs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['R-2026-002 · Summer · Veg', 'R-2026-001 · Done']);
    expect(within(runs).getByRole('link', { name: 'R-2026-002 · Summer' })).toHaveAttribute(
      'href',
      '/runs/r2',
    );
  });

  it('says when there is no mother and no run', async () => {
    logInAs({ role: 'user' });
    serve({ cutting: ref({}), mothers: [], runs: [], descendants: [], harvests: [] });
    renderApp('/cutting/c1');
    expect(await screen.findByText('No mother recorded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('In no run yet.')).toBeInTheDocument();
    expect(screen.getByText('No clone taken from it yet.')).toBeInTheDocument();
  });

  it('groups the clones by generation, each with the clone it came from and its runs', async () => {
    logInAs({ role: 'user' });
    const run = (runId: string, code: string, stage: Stage): LineageRun => ({
      runId,
      code,
      name: code,
      state: 'active',
      groupIds: ['g'],
      stage,
    });
    serve({
      cutting: ref({ isMother: true }),
      mothers: [],
      runs: [],
      descendants: [
        {
          cutting: ref({ _id: 'k1', code: 'B-001', name: 'First', motherId: 'c1' }),
          generation: 1,
          runs: [run('r1', 'R-2026-001', 'flower')],
        },
        { cutting: ref({ _id: 'k2', code: 'B-002', name: '', motherId: 'c1' }), generation: 1, runs: [] },
        {
          cutting: ref({ _id: 'k3', code: 'C-001', name: '', motherId: 'k1' }),
          generation: 2,
          runs: [run('r2', 'R-2026-002', 'veg'), run('r3', 'R-2026-003', 'flower')],
        },
      ],
      harvests: [],
    });
    renderApp('/cutting/c1');
    const first = await screen.findByRole('list', { name: 'Generation 1' }, { timeout: 5000 });
    const clones = within(first)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/cutting/'));
    expect(clones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['B-001 · First', '/cutting/k1'],
      ['B-002', '/cutting/k2'],
    ]);
    const firstRuns = within(first).getByRole('list', { name: 'Runs of B-001' });
    expect(within(firstRuns).getByRole('listitem')).toHaveTextContent('R-2026-001 · Flower');
    expect(clones[1]!.closest('li')).toHaveTextContent('B-002 · In no run yet.');
    // The first generation's mother is this cutting: no "from".
    expect(within(first).queryByText(/from/)).not.toBeInTheDocument();
    const second = screen.getByRole('list', { name: 'Generation 2' });
    expect(within(second).getByRole('link', { name: 'C-001' })).toHaveAttribute('href', '/cutting/k3');
    expect(within(second).getByText(/from/)).toHaveTextContent('from B-001');
    const runs = within(second).getByRole('list', { name: 'Runs of C-001' });
    expect(
      within(runs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['R-2026-002 · Veg', 'R-2026-003 · Flower']);
    expect(within(runs).getByRole('link', { name: 'R-2026-003' })).toHaveAttribute('href', '/runs/r3');
  });
});
