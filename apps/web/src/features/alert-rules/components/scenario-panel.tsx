import { useState, type ReactNode } from 'react';
import { Button, Card, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SCENARIO_DEVICE_TYPES, SIMULATOR_SCENARIOS, type SimulatorScenario } from '@canopy/shared/alerts';
import { useSimulator } from '../api/get-simulator';
import { useRuleDevices } from '../api/list-rule-devices';
import { useSetScenario } from '../api/set-scenario';
import { ErrorNotice } from '../../../components/ui/error-notice';

/**
 * Admins drive the built-in simulator to see each rule fire, repeat and resolve: a scenario per device.
 * Absent with a real device cloud.
 */
export function ScenarioPanel(): ReactNode {
  const { t } = useTranslation();
  const simulator = useSimulator(true);
  const devices = useRuleDevices();
  const setScenario = useSetScenario();
  const [deviceId, setDeviceId] = useState('');
  const [scenario, setScenarioName] = useState<SimulatorScenario>('hvac-failure');
  if (!simulator.data?.running) return null;

  const all = devices.data ?? [];
  const device = all.find((d) => d.id === deviceId) ?? all[0];
  const fits = SIMULATOR_SCENARIOS.filter((s) => device && SCENARIO_DEVICE_TYPES[s].includes(device.type));
  const chosen = fits.includes(scenario) ? scenario : (fits[0] ?? 'normal');
  const playing = Object.entries(simulator.data.scenarios);
  const nameOf = (id: string) => all.find((d) => d.id === id)?.name ?? id;

  return (
    <Card withBorder component="section" aria-labelledby="scenario-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="scenario-title">
          {t('alertRules.scenario.title')}
        </Title>
        <Text size="sm">{t('alertRules.scenario.intro')}</Text>
        <ErrorNotice error={setScenario.error} />
        <Group align="flex-end">
          <NativeSelect
            label={t('alertRules.device')}
            value={device?.id ?? ''}
            onChange={(event) => setDeviceId(event.currentTarget.value)}
            data={all.map((d) => ({ value: d.id, label: `${d.name} (${t(`alertRules.type.${d.type}`)})` }))}
          />
          <NativeSelect
            label={t('alertRules.scenario.label')}
            value={chosen}
            onChange={(event) => setScenarioName(event.currentTarget.value as SimulatorScenario)}
            data={fits.map((s) => ({ value: s, label: t(`alertRules.scenario.names.${s}`) }))}
          />
          <Button
            disabled={!device}
            loading={setScenario.isPending}
            onClick={() => device && setScenario.mutate({ deviceId: device.id, scenario: chosen })}
          >
            {t('alertRules.scenario.start')}
          </Button>
        </Group>
        {playing.length > 0 ? (
          <List size="sm" aria-label={t('alertRules.scenario.playing')}>
            {playing.map(([id, name]) => (
              <List.Item key={id}>
                <Group gap="xs">
                  <Text size="sm">
                    <bdi>{nameOf(id)}</bdi>: {t(`alertRules.scenario.names.${name}`)}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => setScenario.mutate({ deviceId: id, scenario: 'normal' })}
                  >
                    {t('alertRules.scenario.stop')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Card>
  );
}
