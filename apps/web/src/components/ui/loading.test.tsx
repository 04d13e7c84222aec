import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Loading } from './loading';

describe('Loading', () => {
  it('is a status named by what loads, which a screen reader announces', () => {
    renderWithProviders(<Loading label="Loading runs" size="sm" />);
    const status = screen.getByRole('status', { name: 'Loading runs' });
    expect(status).toHaveAttribute('aria-label', 'Loading runs');
  });
});
