import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

export function SiteFooter(): ReactNode {
  const { t } = useTranslation();
  return (
    <footer className="canopy-footer">
      <div className="canopy-container">
        <Text size="sm" c="dimmed">
          {t('footer.text')}
        </Text>
      </div>
    </footer>
  );
}
