import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { DeviceNameEditor } from './device-name-editor';

/** Records the names the rename route is sent, answering as `answer` says. */
function renameRoute(answer: (name: string) => Response = (name) => HttpResponse.json({ name })) {
  const sent: string[] = [];
  server.use(
    http.put('*/api/device/d1/name', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      sent.push(name);
      return answer(name);
    }),
  );
  return sent;
}

async function startEditing() {
  logInAs({ role: 'user' });
  const rendered = renderPage(<DeviceNameEditor id="d1" name="Grow_Room_A" />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit' }));
  // The form's code loads on the first Edit.
  return { ...rendered, input: await screen.findByRole('textbox', { name: 'Device name' }) };
}

describe('DeviceNameEditor', () => {
  it('edits the name with spaces, saves it with underscores on Save or Enter, and closes', async () => {
    const sent = renameRoute();
    const { user, input } = await startEditing();
    expect(input).toHaveValue('Grow Room A');
    await user.clear(input);
    await user.type(input, ' Tent  Two ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual(['Tent_Two']));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByRole('textbox', { name: 'Device name' }), ' B{Enter}');
    await vi.waitFor(() => expect(sent).toEqual(['Tent_Two', 'Grow_Room_A_B']));
  });

  it('offers no save for a blank name', async () => {
    const sent = renameRoute();
    const { user, input } = await startEditing();
    await user.clear(input);
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(sent).toEqual([]);
  });

  it('says a 400 detail under the field and any other refusal below, both gone on Cancel', async () => {
    let answer = () =>
      HttpResponse.json(
        {
          error: 'Invalid body',
          code: 'validation.failed',
          details: [{ path: 'body.name', message: 'Too big: expected string to have <=64 characters' }],
        },
        { status: 400 },
      );
    renameRoute(() => answer());
    const { user, input } = await startEditing();
    await user.type(input, ' and a much longer name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too big: expected string to have <=64 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = () =>
      HttpResponse.json({ error: 'Device not found', code: 'devices.not_found' }, { status: 404 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveValue(
      'Grow Room A and a much longer name',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grow Room A' })).toBeInTheDocument();
  });
});
