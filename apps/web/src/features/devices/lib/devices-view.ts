import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';

export const DEVICES_VIEWS = ['list', 'cards'] as const;
export type DevicesView = (typeof DEVICES_VIEWS)[number];
export const DEVICES_VIEW_KEY = 'canopy.devices.view';
/** Under 600 px (a phone) the page opens as the compact list. */
export const PHONE_QUERY = '(max-width: 599.98px)';

function stored(): DevicesView | null {
  try {
    const value = localStorage.getItem(DEVICES_VIEW_KEY);
    return (DEVICES_VIEWS as readonly string[]).includes(value ?? '') ? (value as DevicesView) : null;
  } catch {
    return null;
  }
}

/** The view the person chose last, else the list on a phone and the cards on anything wider. */
export function useDevicesView(): [DevicesView, (view: DevicesView) => void] {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState<DevicesView | null>(stored);
  const choose = (view: DevicesView) => {
    setChosen(view);
    try {
      localStorage.setItem(DEVICES_VIEW_KEY, view);
    } catch {
      // Private mode or a full quota: the choice lasts for this visit.
    }
  };
  return [chosen ?? (phone ? 'list' : 'cards'), choose];
}
