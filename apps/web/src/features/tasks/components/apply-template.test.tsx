import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { aTemplate, fakeTemplatesApi } from '../testing/fake-templates-api';
import { ApplyTemplate } from './apply-template';

describe('ApplyTemplate', () => {
  it('is not offered to a plain user', async () => {
    fakeTemplatesApi([aTemplate()]);
    renderPage(
      <>
        <ApplyTemplate runId="r1" actor={{ id: 'u-grower', role: 'user' }} />
        <p>ready</p>
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('applies the chosen template to the run, says what was scheduled and skipped, and links to its tasks', async () => {
    fakeTemplatesApi([aTemplate(), aTemplate({ _id: 'tpl-2', name: 'Dry SOP' })]);
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/runs/r1/templates', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ scheduled: 6, skipped: 2 }, { status: 201 });
      }),
    );
    const { user } = renderPage(<ApplyTemplate runId="r1" actor={{ id: 'u-staff', role: 'superuser' }} />);
    const section = await screen.findByRole('region', { name: 'Apply a template' });
    await within(section).findByRole('option', { name: 'Dry SOP' });
    await user.selectOptions(within(section).getByLabelText('Template'), 'Dry SOP');
    await user.click(within(section).getByRole('button', { name: 'Apply' }));
    const status = await within(section).findByRole('status');
    expect(status).toHaveTextContent("Tasks scheduled: 6. Steps skipped: 2 (a group past the step's stage).");
    expect(sent).toEqual([{ templateId: 'tpl-2' }]);
    await waitFor(() =>
      expect(within(status).getByRole('link', { name: "Show the run's tasks" })).toHaveAttribute(
        'href',
        '/tasks?view=all&runId=r1',
      ),
    );
  });
});
