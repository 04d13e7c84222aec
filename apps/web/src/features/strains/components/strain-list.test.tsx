import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';

const strain = (name: string, description: string) => ({
  _id: name,
  shortId: 'S1',
  name,
  slug: name.toLowerCase(),
  genetics: 'Indica',
  description,
  images: [],
  photo: null,
  photoPublicId: null,
  imageUrls: [],
  imagePublicIds: [],
  url: `/strain/${name.toLowerCase()}`,
  createdAt: '2024-03-05T14:07:00.000Z',
  updatedAt: '2024-03-05T14:07:00.000Z',
});

describe('the strain list', () => {
  it('cuts descriptions at 120 characters with a read-more link, and leaves short ones whole', async () => {
    server.use(
      http.get('*/api/strains', () =>
        HttpResponse.json([strain('Long', 'x'.repeat(200)), strain('Short', 'Sweet.')]),
      ),
    );
    renderApp('/strains');
    expect(await screen.findByText(`${'x'.repeat(120)}…`, { exact: false })).toBeInTheDocument();
    const readMore = screen.getAllByRole('link', { name: 'read more' });
    expect(readMore).toHaveLength(1);
    expect(readMore[0]).toHaveAttribute('href', '/strain/long');
    expect(screen.getByText('Sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add strain' })).not.toBeInTheDocument();
  });

  it('offers add, edit and delete to staff', async () => {
    logInAs({ role: 'superuser' });
    server.use(http.get('*/api/strains', () => HttpResponse.json([strain('Long', 'x')])));
    renderApp('/strains');
    expect(await screen.findByRole('button', { name: 'Add strain' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Long' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Long' })).toBeInTheDocument();
  });

  it("shows 'login...' on /strains-admin to a plain user", async () => {
    logInAs({ role: 'user' });
    server.use(http.get('*/api/strains', () => HttpResponse.json([])));
    renderApp('/strains-admin');
    expect(await screen.findByText('login...')).toBeInTheDocument();
  });
});
