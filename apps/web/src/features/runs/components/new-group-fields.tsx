import type { ReactNode } from 'react';
import { Button, Fieldset, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { GROWING_STAGES } from '@canopy/shared/crop';
import type { Room } from '@canopy/shared/schemas/rooms';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import type { RunStrainChoice } from '../api/strain-choices';
import { useStrainCuttingChoices } from '../api/strain-cuttings';
import type { GroupDraft } from '../lib/new-run-draft';
import type { NewRunForm } from '../lib/use-new-run-form';

export interface NewGroupFieldsProps {
  form: NewRunForm;
  /** The group's place in the form's `groups`. */
  index: number;
  strains: readonly RunStrainChoice[];
  rooms: readonly Room[];
  /** Absent for the only group: a run has at least one. */
  onRemove?: (() => void) | undefined;
  errorOf: (field: keyof GroupDraft) => string | undefined;
}

/** One group of a new run: strain, plants, room, stage and, optionally, labelled cuttings of the strain. */
export function NewGroupFields(props: NewGroupFieldsProps): ReactNode {
  const { form, index, strains, rooms, onRemove, errorOf } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const strainId = useWatch({ control: form.control, name: `groups.${index}.strainId` });
  const slug = strains.find((strain) => strain._id === strainId)?.slug;
  const cuttings = useStrainCuttingChoices(slug).data ?? [];
  return (
    <Fieldset legend={t('runs.group.title', { number })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Controller
          control={form.control}
          name={`groups.${index}.strainId`}
          render={({ field }) => (
            <Select
              label={t('runs.group.strain')}
              withAsterisk
              data={strains.map((strain) => ({ value: strain._id, label: strain.name }))}
              value={field.value}
              onChange={(chosen) => {
                field.onChange(chosen);
                // Cuttings belong to one strain: another strain clears them.
                form.setValue(`groups.${index}.cuttingIds`, []);
              }}
              onBlur={field.onBlur}
              searchable
              error={errorOf('strainId')}
            />
          )}
        />
        <FormNumberField
          control={form.control}
          name={`groups.${index}.plantCount`}
          label={t('runs.group.plantCount')}
          withAsterisk
          min={1}
          allowDecimal={false}
          error={errorOf('plantCount')}
        />
        <Controller
          control={form.control}
          name={`groups.${index}.roomId`}
          render={({ field }) => (
            <Select
              label={t('runs.group.room')}
              withAsterisk
              data={rooms.map((room) => ({ value: room._id, label: room.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('roomId')}
            />
          )}
        />
        <FormSelect
          control={form.control}
          name={`groups.${index}.stage`}
          label={t('runs.group.stage')}
          data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
          error={errorOf('stage')}
        />
        <Controller
          control={form.control}
          name={`groups.${index}.cuttingIds`}
          render={({ field }) => (
            <MultiSelect
              label={t('runs.group.cuttings')}
              description={t('runs.group.cuttingsHint')}
              data={cuttings.map((cutting) => ({
                value: cutting._id,
                label: `${cutting.code} ${cutting.name}`.trim(),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={!slug}
              searchable
              error={errorOf('cuttingIds')}
            />
          )}
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
