import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aHarvest } from '../testing/harvest-factory';
import { QualityNoteModal } from './quality-note-modal';

function notesRoute(answer: () => Response = () => HttpResponse.json(aHarvest(), { status: 201 })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/harvests/h1/notes', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
}

/** Taps a star as a finger or mouse does: on its picture (the label), which Mantine's Rating listens to. */
async function rate(
  user: ReturnType<typeof renderPage>['user'],
  dialog: HTMLElement,
  name: string,
  count: number,
) {
  const radio = within(within(dialog).getByRole('radiogroup', { name })).getByLabelText(`${count} of 5`);
  await user.click(document.querySelector(`label[for="${radio.id}"]`)!);
}

async function openModal(criteria: string[], language: 'en' | 'he' = 'en') {
  const onClose = vi.fn();
  const rendered = renderPage(<QualityNoteModal harvestId="h1" criteria={criteria} onClose={onClose} />, {
    language,
  });
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog, onClose };
}

describe('QualityNoteModal', () => {
  it("rates the site's criteria 1-5 (the defaults translated, an admin's own as typed) and sends only those rated", async () => {
    logInAs({ role: 'user' });
    const sent = notesRoute();
    const { user, dialog, onClose } = await openModal(['aroma', 'density', 'Bag appeal']);
    const ratings = within(dialog).getByRole('group', { name: 'Ratings from 1 to 5' });
    expect(
      within(ratings)
        .getAllByRole('radiogroup')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Aroma', 'Density', 'Bag appeal']);
    await rate(user, dialog, 'Aroma', 4);
    await rate(user, dialog, 'Bag appeal', 2);
    // A second tap on the chosen star takes the rating back: density was tapped by mistake.
    await rate(user, dialog, 'Density', 3);
    await rate(user, dialog, 'Density', 3);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Sweet, dense buds');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ text: 'Sweet, dense buds' });
    expect(sent[0]!.ratings).toEqual({ aroma: 4, 'Bag appeal': 2 });
    expect(Date.parse(sent[0]!.at as string)).toBeLessThanOrEqual(Date.now());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("asks for a rating or words before calling the server, in the reader's language", async () => {
    logInAs({ role: 'user' });
    const sent = notesRoute();
    const { user, dialog } = await openModal(['aroma'], 'he');
    expect(within(dialog).getByRole('radiogroup', { name: 'ארומה' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'הוספת הערה' }));
    expect(await within(dialog).findByText('יש לתת דירוג או לכתוב הערה.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says a criterion the server no longer rates beside its stars and keeps the note typed', async () => {
    logInAs({ role: 'user' });
    notesRoute(() =>
      HttpResponse.json(
        {
          error: 'Invalid body',
          code: 'validation.failed',
          details: [{ path: 'body.ratings.density', message: 'not a quality criterion of the site' }],
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openModal(['aroma', 'density']);
    await rate(user, dialog, 'Density', 3);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Airy');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('not a quality criterion of the site')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Airy');
    const density = within(dialog).getByRole('radiogroup', { name: 'Density' });
    expect(within(density).getByLabelText('3 of 5')).toBeChecked();
  });
});
