import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { aRun } from '../../../testing/crop/run-factory';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { RunReportButton } from './run-report-button';

const run = aRun({ _id: 'r1', code: 'R-2026-014' });

describe('the run report button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("downloads the run's report PDF in the reader's language with the session's token", async () => {
    const token = logInAs({ role: 'user' });
    const asked: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('*/api/runs/r1/report.pdf', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('%PDF-', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const { user } = renderPage(<RunReportButton run={run} />, { language: 'he' });
    await user.click(await screen.findByRole('button', { name: 'דוח (PDF)' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.url).toMatch(/\/api\/runs\/r1\/report\.pdf\?lang=he$/);
    expect(asked[0]!.auth).toBe(`Bearer ${token}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a download that failed', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/runs/r1/report.pdf', () =>
        HttpResponse.json({ error: 'Not found', code: 'runs.not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderPage(<RunReportButton run={run} />);
    await user.click(await screen.findByRole('button', { name: 'Report (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be downloaded. Try again.',
    );
  });
});
