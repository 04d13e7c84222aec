import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { StrainForm } from './strain-form';
import { strainFactory } from '../../../testing/crop/strain-factory';

const saved = strainFactory();

describe('StrainForm', () => {
  it('asks for the required fields when name or slug is blank, without calling the server', async () => {
    logInAs();
    let posted = 0;
    server.use(http.post('*/api/admin/strains', () => (posted++, HttpResponse.json(saved, { status: 201 }))));
    const { user } = renderWithProviders(<StrainForm />);
    await user.type(screen.getByRole('textbox', { name: /name/i }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill required fields');
    expect(posted).toBe(0);
  });

  it('sends trimmed values and says Saved', async () => {
    logInAs();
    let body: unknown;
    server.use(
      http.post('*/api/admin/strains', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<StrainForm />);
    await user.type(screen.getByRole('textbox', { name: /^name/i }), '  Lemon Haze ');
    await user.type(screen.getByRole('textbox', { name: /slug/i }), ' lemon-haze ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(body).toMatchObject({ name: 'Lemon Haze', slug: 'lemon-haze', images: [] });
  });

  it("shows the server's error text, and 'Failed to save' when the server cannot be reached", async () => {
    logInAs();
    server.use(
      http.post('*/api/admin/strains', () =>
        HttpResponse.json({ error: 'Slug taken', code: 'strains.slug_taken' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<StrainForm />);
    await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Lemon Haze');
    await user.type(screen.getByRole('textbox', { name: /slug/i }), 'lemon-haze');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A strain with this slug already exists.');
    server.use(http.post('*/api/admin/strains', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save')).toBeInTheDocument();
  });
});
