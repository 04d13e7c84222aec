import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { LABEL_SIZE_KEY } from '../../../lib/labels/use-label-size';
import { cuttingFactory, manyCuttings } from '../testing/cutting-factory';
import { fakeCuttingsList, emptyLineage } from '../testing/fake-cuttings-api';

/** Every label PDF asked for, as path and query, answered with a tiny PDF; saving is stubbed out. */
function captureDownloads(): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/api/qr/pdf/*', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return asked;
}

const query = (asked: string) => Object.fromEntries(new URL(asked, 'http://x').searchParams);

beforeEach(() => {
  logInAs({ role: 'user' });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('printing labels from /cuttings', { timeout: 20_000 }, () => {
  it('prints the ticked cuttings in the chosen size, the choice remembered for next time', async () => {
    fakeCuttingsList(manyCuttings(3));
    const asked = captureDownloads();
    const { user, unmount } = renderApp('/cuttings');
    await user.click(await screen.findByRole('checkbox', { name: 'Select A-003' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Print selected (1)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select A-001' }));
    // Ticking a row does not open the cutting.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cuttings');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Selected: 2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Label size' }), '50 × 25 mm');
    expect(localStorage.getItem(LABEL_SIZE_KEY)).toBe('50x25mm');
    await user.click(screen.getByRole('button', { name: 'Print selected (2)' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe('/api/qr/pdf/all?size=50x25mm&ids=c3%2Cc1');

    // A row's own label comes in the chosen size too.
    await user.click(screen.getByRole('button', { name: 'PDF: Download label A-002' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('/api/qr/pdf/c2?size=50x25mm');
    unmount();

    renderApp('/cuttings');
    expect(await screen.findByRole('combobox', { name: 'Label size' })).toHaveDisplayValue('50 × 25 mm');
  });

  it('ticks and unticks every cutting on the page at once, and clears the choice', async () => {
    fakeCuttingsList(manyCuttings(4));
    const asked = captureDownloads();
    const { user } = renderApp('/cuttings');
    await user.click(await screen.findByRole('checkbox', { name: 'Select A-002' }, { timeout: 5000 }));
    const all = screen.getByRole('checkbox', { name: 'Select all on the page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(all).toBeChecked();
    for (const code of ['A-001', 'A-002', 'A-003', 'A-004'])
      expect(screen.getByRole('checkbox', { name: `Select ${code}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Print selected (4)' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(query(asked[0]!)).toEqual({ size: '3.5x2in', ids: 'c2,c1,c3,c4' });

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select A-002' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Selected: 0');
    expect(screen.getByRole('button', { name: 'Print selected (0)' })).toBeDisabled();
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(all).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('keeps the choice while the view changes to cards, where each card has its checkbox', async () => {
    fakeCuttingsList(manyCuttings(2));
    captureDownloads();
    const { user } = renderApp('/cuttings');
    await user.click(await screen.findByRole('checkbox', { name: 'Select A-002' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'View: Table' }));
    const card = screen.getByRole('article', { name: 'A-002 · Plant 002' });
    const box = within(card).getByRole('checkbox', { name: 'Select A-002' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    // Ticking on a card does not open the cutting.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cuttings');
  });

  it('prints the cuttings created today, from local midnight, and all of them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 2, 5, 15, 30));
    fakeCuttingsList(manyCuttings(1));
    const asked = captureDownloads();
    const { user } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'Print created today' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Print all' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(query(asked[0]!)).toEqual({
      size: '3.5x2in',
      createdFrom: new Date(2026, 2, 5).toISOString(),
    });
    expect(asked[1]).toBe('/api/qr/pdf/all?size=3.5x2in');
  });

  it('names the sizes and the checkboxes in Hebrew, right to left', async () => {
    fakeCuttingsList(manyCuttings(1));
    const { user } = renderApp('/cuttings', { language: 'he' });
    await user.click(await screen.findByRole('combobox', { name: 'גודל תווית' }, { timeout: 5000 }));
    expect(await screen.findByRole('option', { name: 'גיליון A4 (10 תוויות)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '62 × 29 מ״מ (Brother DK)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'בחירת A-001' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe("a cutting page's label", { timeout: 20_000 }, () => {
  it('downloads in the size chosen there, the same choice as the list remembers', async () => {
    localStorage.setItem(LABEL_SIZE_KEY, 'a4');
    server.use(
      http.get('*/api/cuttings/:id', () => HttpResponse.json(cuttingFactory())),
      emptyLineage,
      http.get('*/api/admin/:id/logs', () => HttpResponse.json([])),
    );
    const asked = captureDownloads();
    const { user } = renderApp('/cutting/c1');
    const size = await screen.findByRole('combobox', { name: 'Label size' }, { timeout: 5000 });
    expect(size).toHaveDisplayValue('A4 sheet (10 labels)');
    await user.selectOptions(size, '62 × 29 mm (Brother DK)');
    await user.click(screen.getByRole('button', { name: 'Download label A-009' }));
    await waitFor(() => expect(asked).toEqual(['/api/qr/pdf/c1?size=62x29mm']));
    expect(localStorage.getItem(LABEL_SIZE_KEY)).toBe('62x29mm');
  });
});
