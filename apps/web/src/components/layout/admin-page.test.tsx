import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isStaff } from '@canopy/shared/permissions';
import { renderWithProviders } from '../../testing/render';
import { logInAs } from '../../testing/tokens';
import { AdminPage } from './admin-page';

describe('AdminPage', () => {
  it('shows "login..." and not the page to a visitor who is not logged in', () => {
    renderWithProviders(<AdminPage allow={isStaff}>secret tools</AdminPage>);
    expect(screen.getByText('login...')).toBeInTheDocument();
    expect(screen.queryByText('secret tools')).not.toBeInTheDocument();
  });

  it('shows "login..." to a logged-in user whose role lacks the right', () => {
    logInAs({ role: 'user' });
    renderWithProviders(<AdminPage allow={isStaff}>secret tools</AdminPage>);
    expect(screen.getByText('login...')).toBeInTheDocument();
    expect(screen.queryByText('secret tools')).not.toBeInTheDocument();
  });

  it('renders the page for a role with the right', () => {
    logInAs({ role: 'superuser' });
    renderWithProviders(<AdminPage allow={isStaff}>secret tools</AdminPage>);
    expect(screen.getByText('secret tools')).toBeInTheDocument();
    expect(screen.queryByText('login...')).not.toBeInTheDocument();
  });
});
