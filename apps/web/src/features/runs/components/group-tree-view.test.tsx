import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRun } from '../testing/run-factory';
import { GroupTreeView } from './group-tree-view';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("GroupTreeView's label and phone page", () => {
  it("links each group's phone page, and lets staff print its label in the page's language", async () => {
    logInAs({ role: 'superuser' });
    const asked: string[] = [];
    server.use(
      http.get('*/api/runs/r1/groups/g1/label.pdf', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const created = vi.fn(() => 'blob:label');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { user } = renderPage(<GroupTreeView run={aRun()} rooms={[]} />, { language: 'he' });
    expect(await screen.findByRole('link', { name: 'דף הקבוצה' })).toHaveAttribute(
      'href',
      '/runs/r1/groups/g1',
    );
    await user.click(screen.getByRole('button', { name: 'הדפסת התווית של Lemon Haze בחדר Veg Room' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(asked).toEqual(['?lang=he']);
  });

  it('shows a plain user the phone page but no label to print', async () => {
    logInAs({ role: 'user' });
    renderPage(<GroupTreeView run={aRun()} rooms={[]} />);
    expect(await screen.findByRole('link', { name: 'Group page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print the label/ })).not.toBeInTheDocument();
  });
});
