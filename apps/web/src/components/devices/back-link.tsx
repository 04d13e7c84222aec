import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function BackToDevices(): ReactNode {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/devices">
      {t('devices.back')}
    </Anchor>
  );
}
