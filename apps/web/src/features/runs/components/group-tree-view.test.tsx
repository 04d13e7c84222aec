import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LABEL_SIZE_KEY } from '../../../lib/labels/use-label-size';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRun } from '../../../testing/crop/run-factory';
import { GroupTreeView } from './group-tree-view';

afterEach(() => {
  localStorage.clear();
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
    const dialog = await screen.findByRole('dialog', { name: 'הדפסת התווית של Lemon Haze בחדר Veg Room' });
    await user.click(within(dialog).getByRole('button', { name: 'הורדת התווית' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(asked).toEqual(['?lang=he']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("prints in section 17's sizes and another language, and remembers the size for any label", async () => {
    logInAs({ role: 'admin' });
    const asked: string[] = [];
    let answer = 500;
    server.use(
      http.get('*/api/runs/r1/groups/g1/label.pdf', ({ request }) => {
        asked.push(new URL(request.url).search);
        return answer === 200
          ? new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
          : HttpResponse.json({ error: 'broken', code: 'internal.error' }, { status: 500 });
      }),
    );
    const created = vi.fn(() => 'blob:label');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { user } = renderPage(<GroupTreeView run={aRun()} rooms={[]} />);
    await user.click(
      await screen.findByRole('button', { name: 'Print the label of Lemon Haze in Veg Room' }),
    );
    const dialog = await screen.findByRole('dialog');
    const size = within(dialog).getByRole('combobox', { name: 'Label size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '3.5 × 2 in (standard)',
      '2 × 1 in',
      '50 × 25 mm',
      '62 × 29 mm (Brother DK)',
      'A4 sheet (10 labels)',
    ]);
    await user.selectOptions(size, '62 × 29 mm (Brother DK)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Language of the label' }));
    await user.click(screen.getByRole('option', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download label' }));
    // A refusal is said in the dialog, which stays open with the choices made.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The label could not be downloaded.');
    expect(asked).toEqual(['?size=62x29mm&lang=es']);
    expect(localStorage.getItem(LABEL_SIZE_KEY)).toBe('62x29mm');
    answer = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Download label' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(asked).toEqual(['?size=62x29mm&lang=es', '?size=62x29mm&lang=es']);
  });

  it('shows a plain user the phone page but no label to print', async () => {
    logInAs({ role: 'user' });
    renderPage(<GroupTreeView run={aRun()} rooms={[]} />);
    expect(await screen.findByRole('link', { name: 'Group page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print the label/ })).not.toBeInTheDocument();
  });
});
