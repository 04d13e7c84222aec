import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { aTemplate, fakeTemplatesApi } from '../testing/fake-templates-api';
import { TaskTemplatesPanel } from './task-templates-panel';

const staff = { id: 'u-staff', role: 'superuser' } as const;

describe('TaskTemplatesPanel', () => {
  it('lists each template with its steps, their stage day and for whom', async () => {
    fakeTemplatesApi([aTemplate()]);
    renderPage(<TaskTemplatesPanel actor={staff} />);
    const card = await screen.findByRole('article', { name: 'Flower SOP' });
    expect(card).toHaveTextContent('Steps: 2');
    const steps = within(card).getAllByRole('listitem');
    await waitFor(() => expect(steps[0]).toHaveTextContent('Defoliate · Flower, day 21 · Picker'));
    expect(steps[1]).toHaveTextContent('Flush · Flower, day 50 · Everyone with the role User · Needs review');
  });

  it('shows a plain user the templates read-only', async () => {
    fakeTemplatesApi([aTemplate()]);
    renderPage(<TaskTemplatesPanel actor={{ id: 'u-grower', role: 'user' }} />);
    await screen.findByRole('article', { name: 'Flower SOP' });
    expect(screen.getByText('Only staff change templates.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Flower SOP' })).not.toBeInTheDocument();
  });

  it('creates a template: refuses a blank title, then sends the steps with their lines and assignee', async () => {
    const calls = fakeTemplatesApi([]);
    const { user } = renderPage(<TaskTemplatesPanel actor={staff} />);
    await screen.findByText('There are no templates yet.');
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Veg SOP');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Top the plants');
    await user.type(within(dialog).getByLabelText(/^Checklist/), 'Above node 5\n\nSterile blade');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'veg');
    const day = within(dialog).getByLabelText(/^Day of the stage/);
    await user.clear(day);
    await user.type(day, '14');
    await within(dialog).findByRole('option', { name: 'Picker' });
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'Everyone with the role Superuser');
    await user.click(within(dialog).getByRole('button', { name: 'Add a step' }));
    await user.type(within(dialog).getAllByLabelText(/^Title/)[1]!, 'Check roots');
    await user.selectOptions(within(dialog).getAllByLabelText('Assignee')[1]!, 'Picker');
    await user.click(within(dialog).getAllByLabelText('Needs review')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.slice('POST '.length))).toEqual({
      name: 'Veg SOP',
      steps: [
        {
          title: 'Top the plants',
          description: '',
          checklist: ['Above node 5', 'Sterile blade'],
          stage: 'veg',
          dayOfStage: 14,
          assignee: { role: 'superuser' },
          requiresReview: false,
        },
        {
          title: 'Check roots',
          description: '',
          checklist: [],
          stage: 'veg',
          dayOfStage: 1,
          assignee: { userId: 'u-picker' },
          requiresReview: true,
        },
      ],
    });
  });

  it('edits a template keeping its steps’ ids, a removed step left out, and shows a 400 detail on its field', async () => {
    const calls = fakeTemplatesApi([aTemplate()], () =>
      HttpResponse.json(
        {
          code: 'validation.failed',
          error: 'Invalid body',
          details: [{ path: 'steps.0.dayOfStage', message: 'Too big: expected number to be <=366' }],
        },
        { status: 400 },
      ),
    );
    const { user } = renderPage(<TaskTemplatesPanel actor={staff} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Flower SOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect(
      within(dialog)
        .getAllByLabelText(/^Title/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Defoliate', 'Flush']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too big: expected number to be <=366')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Day of the stage/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent).toMatch(/^PUT tpl-1 /);
    const body = JSON.parse(sent!.slice('PUT tpl-1 '.length)) as {
      steps: { _id?: string; assignee: unknown }[];
    };
    expect(body.steps.map((step) => [step._id, step.assignee])).toEqual([['step-1', { userId: 'u-picker' }]]);
  });

  it('deletes a template only once confirmed', async () => {
    const calls = fakeTemplatesApi([aTemplate()]);
    const { user } = renderPage(<TaskTemplatesPanel actor={staff} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Flower SOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the template?' });
    expect(dialog).toHaveTextContent('The tasks it already scheduled stay. Template: Flower SOP');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Flower SOP' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual(['DELETE tpl-1']));
    expect(await screen.findByText('There are no templates yet.')).toBeInTheDocument();
  });
});
