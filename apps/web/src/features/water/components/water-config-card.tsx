import type { ReactNode } from 'react';
import { Box, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaterConfig } from '@canopy/shared/schemas/water';
import { errorMessage } from '../../../i18n/error-message';
import { DeviceTime } from '../../../components/ui/device-time';
import { Value } from '../../../components/devices/value';
import { WaterTimeoutError } from '../api/with-timeout';

export interface WaterConfigCardProps {
  config: WaterConfig | undefined;
  error: unknown;
}

const ROW_STYLE = { borderBottom: '1px solid var(--mantine-color-default-border)' };

/** The device's stored config (GET /config) as a definition list. */
export function WaterConfigCard({ config, error }: WaterConfigCardProps): ReactNode {
  const { t } = useTranslation();
  const minutes = t('water.unitMinutes');
  const rows: [string, ReactNode][] = [
    [t('water.displayInterval'), <Value key="d" value={config?.intervals?.display_min} unit={minutes} />],
    [t('water.serverInterval'), <Value key="s" value={config?.intervals?.server_min} unit={minutes} />],
    [t('water.pplIn'), <Value key="i" value={config?.in?.ppl} />],
    [t('water.pplOut'), <Value key="o" value={config?.out?.ppl} />],
    [t('water.configUpdated'), <DeviceTime key="t" value={config?.last_ts} />],
  ];
  return (
    <Card withBorder component="section" aria-labelledby="water-config-title">
      <Title order={2} size="h4" id="water-config-title" mb="sm">
        {t('water.config')}
      </Title>
      {error && !config ? (
        <Text c="red.9" role="alert">
          {error instanceof WaterTimeoutError ? t('water.timeout') : errorMessage(t, error)}
        </Text>
      ) : null}
      <Box component="dl" m={0}>
        {rows.map(([label, value]) => (
          // A row per term keeps the pair together and lets it wrap on a phone.
          <Group key={label} justify="space-between" gap="md" py={4} style={ROW_STYLE}>
            <Text component="dt" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Box>
    </Card>
  );
}
