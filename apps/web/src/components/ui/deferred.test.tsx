import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

describe('Deferred', () => {
  it('shows the fallback first, then its children in a later pass', async () => {
    const seen: string[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(name);
      return <p>{name}</p>;
    }
    render(
      <Deferred fallback={<Probe name="fallback" />}>
        <Probe name="content" />
      </Deferred>,
    );
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(seen[0]).toBe('fallback');
  });

  it('renders later changes to its children at once', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount((n) => n + 1)}>more</button>
          <Deferred>
            <p>count {count}</p>
          </Deferred>
        </>
      );
    }
    render(<Counter />);
    await screen.findByText('count 0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText('count 1')).toBeInTheDocument();
  });
});
