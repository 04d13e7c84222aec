import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { auditEntry, fakeAuditApi } from '../testing/fake-audit-api';

describe('/audit', { timeout: 20_000 }, () => {
  it.each(['user', 'superuser'] as const)('shows a %s nothing and calls nothing', async (role) => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/audit', () => (calls.push('GET'), HttpResponse.json({ items: [], nextCursor: null }))),
    );
    logInAs({ role });
    renderApp('/audit');
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists entries with actor, action and type, and opens one to show before and after', async () => {
    fakeAuditApi([
      [
        auditEntry(),
        auditEntry({
          _id: 'entry-2',
          actor: null,
          action: 'login_failed',
          entityId: null,
          summary: 'Failed login for ghost@example.test: no such account',
          changes: {},
        }),
      ],
    ]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/audit');
    expect(await screen.findByRole('link', { name: 'Audit log' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/audit',
    );
    // The page is a lazy route: on a busy machine it may arrive after the navigation.
    const first = await screen.findByRole(
      'button',
      { name: 'Changed: User ann@example.test updated: role, password' },
      { timeout: 5000 },
    );
    expect(first).toHaveTextContent('admin@example.test');
    expect(first).toHaveTextContent('User');
    expect(first).toHaveTextContent('01/07/2026');
    const second = screen.getByRole('button', { name: /^Failed login: Failed login for ghost/ });
    expect(second).toHaveTextContent('Nobody signed in');

    await user.click(first);
    const table = await screen.findByRole('table', {
      name: 'Changes: User ann@example.test updated: role, password',
    });
    const [, role, password] = within(table).getAllByRole('row');
    expect(role).toHaveTextContent('role');
    expect(role).toHaveTextContent('user');
    expect(role).toHaveTextContent('superuser');
    expect(password).toHaveTextContent('Changed (never recorded)');
  });

  it('sends the filters and loads more with the cursor', async () => {
    const api = fakeAuditApi([
      [auditEntry({ _id: 'a', summary: 'first page' })],
      [auditEntry({ _id: 'b', summary: 'second page' })],
    ]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/audit');
    expect(await screen.findByText('first page', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second page')).toBeInTheDocument();
    expect(api.queries.at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'ann@');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Device' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.queries.at(-1)?.get('entity')).toBe('device'));
    expect(api.queries.at(-1)?.get('actor')).toBe('ann@');
    expect(api.queries.at(-1)?.has('cursor')).toBe(false);
  });

  it('says when nothing matches, in Hebrew too', async () => {
    fakeAuditApi([[]]);
    logInAs({ role: 'admin' });
    renderApp('/audit', { language: 'he' });
    expect(await screen.findByText('אין רשומות תואמות.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
