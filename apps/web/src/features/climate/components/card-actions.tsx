import { useId, useState, type ReactNode } from 'react';
import { AccordionChevron, Button, Collapse, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { CommandForm } from './function-picker';

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
  const areaId = useId();
  return (
    <Stack gap="xs" data-card-controls>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={areaId}
        onClick={() => setOpen((current) => !current)}
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
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('devices.command')}
            </Title>
            <CommandForm id={id} staff={staff} offered={offered} />
          </Stack>
          {staff && firmwareUpload ? (
            <Stack gap="xs">
              <Title order={4} size="h6">
                {t('devices.firmwareUpdate.uploadTitle')}
              </Title>
              {firmwareUpload(id)}
            </Stack>
          ) : null}
        </Stack>
      </Collapse>
    </Stack>
  );
}
