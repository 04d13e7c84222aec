import type { ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { STAGES } from '@canopy/shared/crop';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { splitCounts } from '../lib/count-preview';
import { useEventForm } from '../lib/use-event-form';
import { FormAtField } from '../../../components/crop/form-at-field';

export interface MoveModalProps {
  runId: string;
  group: PlantGroup;
  rooms: readonly Room[];
  /** Move only part of the group: the rest stays where it is. */
  split: boolean;
  onClose: () => void;
}

/** Moves a group, or splits part of it off, to a stage and room, with a preview of the counts. */
export function MoveModal({ runId, group, rooms, split, onClose }: MoveModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useEventForm(runId, group, split, onClose);
  const [roomId, toStage, plantCount] = form.watch(['roomId', 'stage', 'plantCount']);
  const roomName = rooms.find((room) => room._id === roomId)?.name ?? group.roomName;
  const stage = t(`crop.stages.${toStage}`);
  const counts = splitCounts(group.plantCount, split ? plantCount : group.plantCount);
  const preview = !counts ? null : (
    <Trans
      i18nKey={split ? 'runs.move.previewSplit' : 'runs.move.previewMove'}
      values={{ moving: counts.moving, staying: counts.staying, count: counts.moving, room: roomName, stage }}
      components={{ bdi: <bdi /> }}
    />
  );
  return (
    <FormModal
      title={t(split ? 'runs.move.splitTitle' : 'runs.move.moveTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t(split ? 'runs.move.submitSplit' : 'runs.move.submitMove')}
      saving={saving}
    >
      <FormSelect
        control={form.control}
        name="stage"
        label={t('runs.move.stage')}
        data={STAGES.filter((s) => s !== 'lost').map((s) => ({ value: s, label: t(`crop.stages.${s}`) }))}
        error={errorOf('stage')}
      />
      <FormSelect
        control={form.control}
        name="roomId"
        label={t('runs.move.room')}
        data={rooms.map((room) => ({ value: room._id, label: room.name }))}
        error={errorOf('roomId')}
      />
      {split ? (
        <FormNumberField
          control={form.control}
          name="plantCount"
          label={t('runs.move.count')}
          min={1}
          max={group.plantCount - 1}
          allowDecimal={false}
          error={errorOf('plantCount')}
        />
      ) : null}
      <FormAtField
        control={form.control}
        name="at"
        label={t('runs.move.at')}
        description={t('runs.move.atHint')}
        error={errorOf('at')}
      />
      <TextInput label={t('runs.move.note')} error={errorOf('note')} {...form.register('note')} />
      {preview ? (
        <Text role="status" fw={600}>
          {preview}
        </Text>
      ) : null}
    </FormModal>
  );
}
