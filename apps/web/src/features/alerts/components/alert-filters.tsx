import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ALERT_KINDS, ALERT_SEVERITIES, ALERT_STATE_FILTERS } from '@canopy/shared/alerts';
import type { AlertsQuery } from '@canopy/shared/schemas/alerts';

export interface AlertFilterValues {
  state: string;
  severity: string;
  kind: string;
  /** Days as the date inputs give them (YYYY-MM-DD), '' for open-ended. */
  from: string;
  to: string;
}
/** The history starts with what is over: what is not sits above it. */
export const HISTORY_FILTERS: AlertFilterValues = {
  state: 'resolved',
  severity: '',
  kind: '',
  from: '',
  to: '',
};

const DAY_MS = 86_400_000;

/** The API query for the filters: whole local days, `to` inclusive. */
export function filtersToQuery(values: AlertFilterValues): AlertsQuery {
  const day = (text: string) => (text ? new Date(`${text}T00:00:00`).getTime() : undefined);
  const to = day(values.to);
  return {
    state: (values.state || undefined) as AlertsQuery['state'],
    severity: (values.severity || undefined) as AlertsQuery['severity'],
    kind: (values.kind || undefined) as AlertsQuery['kind'],
    from: day(values.from),
    to: to === undefined ? undefined : to + DAY_MS,
  };
}

export function AlertFilters({
  values,
  onChange,
}: {
  values: AlertFilterValues;
  onChange: (values: AlertFilterValues) => void;
}): ReactNode {
  const { t } = useTranslation();
  const set = (key: keyof AlertFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  const any = { value: '', label: t('alerts.any') };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <NativeSelect
        label={t('alerts.filterState')}
        value={values.state}
        onChange={(event) => set('state')(event.currentTarget.value)}
        data={[
          any,
          ...ALERT_STATE_FILTERS.map((state) => ({ value: state, label: t(`alerts.state.${state}`) })),
        ]}
      />
      <NativeSelect
        label={t('alerts.filterSeverity')}
        value={values.severity}
        onChange={(event) => set('severity')(event.currentTarget.value)}
        data={[any, ...ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alerts.severity.${s}`) }))]}
      />
      <NativeSelect
        label={t('alerts.filterKind')}
        value={values.kind}
        onChange={(event) => set('kind')(event.currentTarget.value)}
        data={[any, ...ALERT_KINDS.map((kind) => ({ value: kind, label: t(`alerts.kind.${kind}`) }))]}
      />
      <TextInput
        type="date"
        label={t('alerts.from')}
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('alerts.to')}
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
