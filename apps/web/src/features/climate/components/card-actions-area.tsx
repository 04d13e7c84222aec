import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { CommandForm } from './function-picker';
import type { CardActionsProps } from './card-actions';

/** What the climate card's actions unfold: the command form, and for staff the firmware chooser. */
export function CardActionsArea({
  id,
  offered,
  firmwareUpload,
  staff,
}: CardActionsProps & { staff: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
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
  );
}
