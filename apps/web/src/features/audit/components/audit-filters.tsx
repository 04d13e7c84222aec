import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AUDIT_ENTITIES, type AuditEntity } from '@canopy/shared/audit';
import type { AuditFilters } from '../api/audit-keys';

/** A day typed in the form (`2026-03-01`) as the instant it starts in the browser's time zone. */
const startOfDay = (day: string, plusDays = 0): string | undefined => {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
};

/** Entity, actor and a range of days (both included); applied together. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }): ReactNode {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      entity: (entity as AuditEntity | null) ?? undefined,
      actor: actor.trim() || undefined,
      from: startOfDay(from),
      to: startOfDay(to, 1),
    });
  }

  return (
    <form onSubmit={submit} aria-label={t('audit.filters')}>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={t('audit.entity')}
          placeholder={t('audit.allEntities')}
          data={AUDIT_ENTITIES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
          value={entity}
          onChange={setEntity}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          label={t('audit.actor')}
          placeholder={t('audit.actorPlaceholder')}
          value={actor}
          onChange={(event) => setActor(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          type="date"
          label={t('audit.from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t('audit.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <Button type="submit">{t('audit.apply')}</Button>
      </Group>
    </form>
  );
}
