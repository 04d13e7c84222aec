import { useState, type ReactNode } from 'react';
import { Button, Fieldset, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { AUTOMATION_PREVIEW_MAX_DAYS, type AutomationInput } from '@canopy/shared/schemas/automations';
import { COMPARE_METRICS_BY_KIND } from '@canopy/shared/schemas/run-compare';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { currentLanguage } from '../../../i18n/i18n';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { formatDateTime } from '../../../lib/dates';
import { usePreviewAutomation } from '../api/preview-automation';
import type { AutomationDraft } from '../lib/automation-draft';
import { previewWindow } from '../lib/preview-window';
import { PreviewChart } from './preview-chart';

/** The last N days replayed without acting: a chart of the watched reading with each firing, and a list. */
export function PreviewPanel({
  form,
}: {
  form: UseFormReturn<AutomationDraft, unknown, AutomationInput>;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const timeZone = useSiteTimeZone();
  const [days, setDays] = useState(7);
  const [range, setRange] = useState<{
    from: number;
    to: number;
    trigger: AutomationInput['trigger'];
  } | null>(null);
  const preview = usePreviewAutomation();
  const rooms = useRooms();

  const run = form.handleSubmit((automation) => {
    const { from, to } = previewWindow(days);
    setRange({ from, to, trigger: automation.trigger });
    preview.mutate({ automation, from, to });
  });

  const trigger = range?.trigger;
  let source = null;
  if (trigger?.type === 'metric') {
    const soil = (COMPARE_METRICS_BY_KIND.soil as readonly string[]).includes(trigger.metric);
    const deviceId =
      trigger.deviceId ??
      rooms.data
        ?.find((room) => room._id === trigger.roomId)
        ?.devices.find((device) => device.type.includes('soil') === soil)?._id;
    if (deviceId)
      source = { deviceId, soil, metric: trigger.metric, label: t(`automations.metric.${trigger.metric}`) };
  }
  const firings = preview.data?.firings ?? [];

  return (
    <Fieldset legend={t('automations.preview.title')}>
      <Stack gap="sm">
        <Group align="flex-end">
          <NumberInput
            label={t('automations.preview.days')}
            value={days}
            onChange={(value) =>
              setDays(Math.min(AUTOMATION_PREVIEW_MAX_DAYS, Math.max(1, Number(value) || 1)))
            }
            min={1}
            max={AUTOMATION_PREVIEW_MAX_DAYS}
            allowDecimal={false}
            w={120}
          />
          <Button variant="light" loading={preview.isPending} onClick={() => void run()}>
            {t('automations.preview.run', { days })}
          </Button>
        </Group>
        <ErrorNotice error={preview.error} />
        {preview.data && range ? (
          <>
            <Text role="status">
              {firings.length === 0
                ? t('automations.preview.none')
                : t('automations.preview.count', { count: firings.length })}
            </Text>
            <PreviewChart
              source={source}
              from={range.from}
              to={range.to}
              firings={firings.map((firing) => Date.parse(firing.at))}
              name={
                source
                  ? t('automations.preview.chart', { metric: source.label, days })
                  : t('automations.preview.marks', { days })
              }
              timeLabel={t('automations.runAt')}
              markLabel={t('automations.preview.firing')}
            />
            {firings.length > 0 ? (
              <List aria-label={t('automations.preview.firings')} spacing={4} size="sm">
                {firings.map((firing) => (
                  <List.Item key={firing.at}>
                    <bdi>{formatDateTime(firing.at, language, { timeZone })}</bdi>:{' '}
                    {firing.actions.join('; ')}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
