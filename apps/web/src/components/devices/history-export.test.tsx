import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { logInAs } from '../../testing/tokens';
import { HistoryExport } from './history-export';

const DEVICE = 'c5c5c5c5c5c5c5c5c5c5c5c5';
const FROM = Date.UTC(2026, 2, 25, 22);
const TO = Date.UTC(2026, 2, 28, 21);
const CSV = '\uFEFFDevice,Time (UTC)\r\nחממה,2026-03-25T22:00:00.000Z\r\n';

/** What the page saves: each file's name and contents. */
function captureSaves() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('HistoryExport', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the CSV with the token and saves it under the name the server gives', async () => {
    const token = logInAs({ role: 'user' });
    const requests: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/export/:file', async ({ request }) => {
        const url = new URL(request.url);
        requests.push(`${url.pathname}${url.search} ${request.headers.get('Authorization')}`);
        await answered;
        return new HttpResponse(CSV, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="____-2026-03-26-2026-03-29.csv"; filename*=UTF-8''${encodeURIComponent('חממה')}-2026-03-26-2026-03-29.csv`,
          },
        });
      }),
    );
    const saves = captureSaves();
    const { user } = renderWithProviders(<HistoryExport deviceId={DEVICE} from={FROM} to={TO} step="1h" />);
    expect(screen.getByRole('group', { name: 'Export this range' })).toBeInTheDocument();
    const csv = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(csv);
    // Loading while the file comes; the other button waits.
    await waitFor(() => expect(csv).toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    answer();
    await waitFor(() => expect(saves.names).toEqual(['חממה-2026-03-26-2026-03-29.csv']));
    expect(requests).toEqual([`/api/export/${DEVICE}.csv?from=${FROM}&to=${TO}&step=1h Bearer ${token}`]);
    // The bytes as sent, the byte order mark included (Blob.text() would drop it).
    expect([...new Uint8Array(await saves.blobs[0]!.arrayBuffer())]).toEqual([
      ...new TextEncoder().encode(CSV),
    ]);
    await waitFor(() => expect(csv).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the raw readings as Excel when no step is given', async () => {
    logInAs({ role: 'user' });
    const paths: string[] = [];
    server.use(
      http.get('*/api/export/:file', ({ request }) => {
        const url = new URL(request.url);
        paths.push(`${url.pathname}${url.search}`);
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), {
          headers: { 'Content-Disposition': 'attachment; filename="Veg-2026-03-26-2026-03-29.xlsx"' },
        });
      }),
    );
    const saves = captureSaves();
    const { user } = renderWithProviders(<HistoryExport deviceId={DEVICE} from={FROM} to={TO} />);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saves.names).toEqual(['Veg-2026-03-26-2026-03-29.xlsx']));
    expect(paths).toEqual([`/api/export/${DEVICE}.xlsx?from=${FROM}&to=${TO}`]);
  });

  it("says why when the export fails, in the reader's language, and saves nothing", async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/export/:file', () =>
        HttpResponse.json(
          { error: 'The range holds 4320 points at this step', code: 'history.too_many_points' },
          { status: 400 },
        ),
      ),
    );
    const saves = captureSaves();
    const { user } = renderWithProviders(<HistoryExport deviceId={DEVICE} from={FROM} to={TO} step="1m" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed: This range has too many points for the chosen step. Pick a larger step or a shorter range.',
    );
    expect(saves.names).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('names the buttons in Hebrew and says a network failure there', async () => {
    logInAs({ role: 'user' });
    server.use(http.get('*/api/export/:file', () => HttpResponse.error()));
    captureSaves();
    const { user } = renderWithProviders(<HistoryExport deviceId={DEVICE} from={FROM} to={TO} />, {
      language: 'he',
    });
    expect(screen.getByRole('button', { name: 'ייצוא Excel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ייצוא CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^הייצוא נכשל: /);
  });
});
