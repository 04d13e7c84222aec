import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

export function BackToDevices(): ReactNode {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/devices">
      {t('devices.back')}
    </Anchor>
  );
}
