import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { AccordionChevron, Button, Collapse, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isStaff } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { Loading } from '../../../components/ui/loading';

// The forms (selects, number inputs, validation) load when a card's actions are first opened: a page of
// folded cards does not fetch, run or draw them.
const CardActionsArea = lazy(() =>
  import('./card-actions-area').then((module) => ({ default: module.CardActionsArea })),
);

/** The firmware chooser for one device; the page composing the cards supplies it from the firmware feature. */
export type RenderFirmwareUpload = (deviceId: string) => ReactNode;

export interface CardActionsProps {
  id: string;
  offered?: readonly string[] | null;
  firmwareUpload?: RenderFirmwareUpload | undefined;
}

/**
 * The climate card's firmware chooser and command selector, folded away so a grid of cards stays readable.
 * Firmware is a superuser/admin call; users get the user functions.
 * The whole area counts as a control: clicks inside it never open the device page.
 */
export function CardActions({ id, offered, firmwareUpload }: CardActionsProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const staff = actor ? isStaff(actor) : false;
  const [open, setOpen] = useState(false);
  // Once opened, the area stays mounted, so folding it animates and keeps what was typed.
  const [opened, setOpened] = useState(false);
  const areaId = useId();
  return (
    <Stack gap="xs" data-card-controls>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={areaId}
        onClick={() => {
          setOpen((current) => !current);
          setOpened(true);
        }}
        leftSection={
          <AccordionChevron
            aria-hidden
            size={14}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t(open ? 'devices.card.hideActions' : 'devices.card.actions')}
      </Button>
      {/* Folded, the area is hidden (not just clipped), so its inputs are out of the tab order. */}
      <Collapse expanded={open} id={areaId}>
        {opened ? (
          <Suspense fallback={<Loading size="sm" label={t('common.loading')} />}>
            <CardActionsArea id={id} offered={offered} firmwareUpload={firmwareUpload} staff={staff} />
          </Suspense>
        ) : null}
      </Collapse>
    </Stack>
  );
}
