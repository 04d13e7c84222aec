import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation';

/** A client holding two reads, and a wrapper that gives it to the hook. */
function clientWithReads() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['rooms', 'list'], ['Veg']);
  client.setQueryData(['users', 'list'], ['Ana']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = (key: string) => client.getQueryState([key, 'list'])?.isInvalidated;
  return { client, wrapper, stale };
}

describe('useRefreshingMutation', () => {
  it('marks the reads under its key for a new fetch once the write succeeds, and no others', async () => {
    const { wrapper, stale } = clientWithReads();
    const { result } = renderHook(
      () => useRefreshingMutation((name: string) => Promise.resolve(name), ['rooms']),
      {
        wrapper,
      },
    );
    await act(() => result.current.mutateAsync('Flower'));
    expect(stale('rooms')).toBe(true);
    expect(stale('users')).toBe(false);
  });

  it('leaves the reads alone when the write fails', async () => {
    const { wrapper, stale } = clientWithReads();
    const { result } = renderHook(
      () => useRefreshingMutation(() => Promise.reject(new Error('refused')), ['rooms']),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(stale('rooms')).toBe(false);
  });
});
