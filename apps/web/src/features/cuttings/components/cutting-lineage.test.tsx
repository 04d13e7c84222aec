import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CuttingLineage, LineageCutting } from '@canopy/shared/schemas/mothers';
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
    serve({ cutting: ref({}), mothers: [], runs: [], harvests: [] });
    renderApp('/cutting/c1');
    expect(await screen.findByText('No mother recorded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('In no run yet.')).toBeInTheDocument();
  });
});
