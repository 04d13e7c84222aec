import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Controls inside a card keep their own click: they must not open the device page. A label
 * forwards its click to its input, and a `data-card-controls` area (the card's actions) is all controls, so a
 * click between two of its fields does not leave the page either.
 */
const INTERACTIVE =
  'button, input, select, textarea, a, label, [role="switch"], [role="combobox"], [data-card-controls]';

export function isInsideControl(target: EventTarget | null, card: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(INTERACTIVE);
  return control !== null && card.contains(control);
}

/** Click and Enter handlers for a whole-card link that ignore clicks on the card's own controls. */
export function useCardNavigation(open: () => void) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!isInsideControl(event.target, event.currentTarget)) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open();
    },
  };
}
