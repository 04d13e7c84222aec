import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertPage } from '@canopy/shared/schemas/alerts';
import { createLiveBus, type LiveBus } from '../../../lib/live/live-bus';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { alert, DEVICE_ID, page } from '../testing/alert-factory';
import { alertKeys } from '../../../lib/alerts/alert-keys';
import { ALERT_FLUSH_MS, useLiveAlerts } from './use-live-alerts';

function Live({ bus }: { bus: LiveBus }): ReactNode {
  useLiveAlerts(bus);
  return null;
}

const send = (bus: LiveBus, data: object) =>
  act(() => bus.message({ event: 'alert', data: JSON.stringify(data) }));

const event = { type: 'alert', deviceId: DEVICE_ID, alertId: 'al-1', ruleId: 'r-1', at: 1 };

describe('useLiveAlerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows an alert's new state and severity at once wherever it is cached, then refetches the rest", async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    const other = alert({ _id: 'al-2' });
    queryClient.setQueryData(alertKeys.unresolved(), page([alert(), other]));
    queryClient.setQueryData(alertKeys.history({}), { pages: [page([alert()])], pageParams: [undefined] });
    queryClient.setQueryData(alertKeys.device(DEVICE_ID, {}), page([alert()]));

    send(bus, { ...event, name: 'acknowledged', state: 'acknowledged', severity: 'critical' });
    const unresolved = queryClient.getQueryData<AlertPage>(alertKeys.unresolved())!;
    expect(unresolved.items.map((a) => [a._id, a.state, a.severity])).toEqual([
      ['al-1', 'acknowledged', 'critical'],
      ['al-2', 'open', 'warning'],
    ]);
    // The other alert is the very object it was: nothing that shows it renders again.
    expect(unresolved.items[1]).toBe(other);
    const history = queryClient.getQueryData<{ pages: AlertPage[] }>(alertKeys.history({}))!;
    expect(history.pages[0]!.items[0]).toMatchObject({ state: 'acknowledged' });
    expect(queryClient.getQueryData<AlertPage>(alertKeys.device(DEVICE_ID, {}))!.items[0]).toMatchObject({
      state: 'acknowledged',
    });

    // Who acknowledged it and the note come with the refetch, a moment later.
    expect(queryClient.getQueryState(alertKeys.unresolved())?.isInvalidated).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(ALERT_FLUSH_MS));
    expect(queryClient.getQueryState(alertKeys.unresolved())?.isInvalidated).toBe(true);
  });

  it('refetches for an event that names no alert (an older server), changing nothing itself', async () => {
    logInAs({ role: 'user' });
    const bus = createLiveBus();
    const { queryClient } = renderWithProviders(<Live bus={bus} />);
    const cached = page([alert()]);
    queryClient.setQueryData(alertKeys.unresolved(), cached);
    send(bus, { type: 'alert', deviceId: DEVICE_ID, name: 'resolved', at: 1 });
    expect(queryClient.getQueryData(alertKeys.unresolved())).toBe(cached);
    await act(() => vi.advanceTimersByTimeAsync(ALERT_FLUSH_MS));
    expect(queryClient.getQueryState(alertKeys.unresolved())?.isInvalidated).toBe(true);
  });
});
