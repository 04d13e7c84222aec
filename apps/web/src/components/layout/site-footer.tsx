import type { ReactNode } from 'react';
import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SiteFooter(): ReactNode {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Text size="sm" c="dimmed">
          {t('footer.text')}
        </Text>
      </Container>
    </Box>
  );
}
