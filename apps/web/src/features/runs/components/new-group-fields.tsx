import type { ReactNode } from 'react';
import { Button, Fieldset, Group, MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { RunStrainChoice } from '../api/strain-choices';
import { useStrainCuttingChoices } from '../api/strain-cuttings';
import type { GroupDraft } from '../lib/new-run-draft';

export interface NewGroupFieldsProps {
  number: number;
  group: GroupDraft;
  strains: readonly RunStrainChoice[];
  rooms: readonly Room[];
  onChange: (patch: Partial<GroupDraft>) => void;
  /** Absent for the only group: a run has at least one. */
  onRemove?: (() => void) | undefined;
  errorOf: (field: keyof GroupDraft) => string | undefined;
}

/** One group of a new run: strain, plants, room, stage and, optionally, labelled cuttings of the strain. */
export function NewGroupFields(props: NewGroupFieldsProps): ReactNode {
  const { number, group, strains, rooms, onChange, onRemove, errorOf } = props;
  const { t } = useTranslation();
  const slug = strains.find((strain) => strain._id === group.strainId)?.slug;
  const cuttings = useStrainCuttingChoices(slug).data ?? [];
  return (
    <Fieldset legend={t('runs.group.title', { number })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          label={t('runs.group.strain')}
          withAsterisk
          data={strains.map((strain) => ({ value: strain._id, label: strain.name }))}
          value={group.strainId}
          // Cuttings belong to one strain: another strain clears them.
          onChange={(strainId) => onChange({ strainId, cuttingIds: [] })}
          searchable
          error={errorOf('strainId')}
        />
        <NumberInput
          label={t('runs.group.plantCount')}
          withAsterisk
          min={1}
          allowDecimal={false}
          value={group.plantCount}
          onChange={(count) => onChange({ plantCount: typeof count === 'number' ? count : '' })}
          error={errorOf('plantCount')}
        />
        <Select
          label={t('runs.group.room')}
          withAsterisk
          data={rooms.map((room) => ({ value: room._id, label: room.name }))}
          value={group.roomId}
          onChange={(roomId) => onChange({ roomId })}
          error={errorOf('roomId')}
        />
        <Select
          label={t('runs.group.stage')}
          data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
          value={group.stage}
          onChange={(stage) => stage && onChange({ stage: stage as GrowingStage })}
          allowDeselect={false}
          error={errorOf('stage')}
        />
        <MultiSelect
          label={t('runs.group.cuttings')}
          description={t('runs.group.cuttingsHint')}
          data={cuttings.map((cutting) => ({
            value: cutting._id,
            label: `${cutting.code} ${cutting.name}`.trim(),
          }))}
          value={group.cuttingIds}
          onChange={(cuttingIds) => onChange({ cuttingIds })}
          disabled={!slug}
          searchable
          error={errorOf('cuttingIds')}
        />
      </SimpleGrid>
      {onRemove ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('runs.group.remove', { number })}
          </Button>
        </Group>
      ) : null}
    </Fieldset>
  );
}
