import type { ReactNode } from 'react';
import { NumberInput, Select, Text, TextInput } from '@mantine/core';
import { FormModal } from '../../../components/ui/form-modal';
import { Trans, useTranslation } from 'react-i18next';
import { STAGES, type Stage } from '@canopy/shared/crop';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { splitCounts } from '../lib/count-preview';
import { useEventForm } from '../lib/use-event-form';
import { AtField } from '../../../components/crop/at-field';

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
  const { draft, set, submit, errorOf, saving } = useEventForm(runId, group, split, onClose);
  const roomName = rooms.find((room) => room._id === draft.roomId)?.name ?? group.roomName;
  const stage = t(`crop.stages.${draft.stage}`);
  const counts = splitCounts(group.plantCount, split ? draft.plantCount : group.plantCount);
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
      formError={errorOf('form')}
      submitLabel={t(split ? 'runs.move.submitSplit' : 'runs.move.submitMove')}
      saving={saving}
    >
      <Select
        label={t('runs.move.stage')}
        data={STAGES.filter((s) => s !== 'lost').map((s) => ({ value: s, label: t(`crop.stages.${s}`) }))}
        value={draft.stage}
        onChange={(value) => value && set({ stage: value as Stage })}
        allowDeselect={false}
        error={errorOf('stage')}
      />
      <Select
        label={t('runs.move.room')}
        data={rooms.map((room) => ({ value: room._id, label: room.name }))}
        value={draft.roomId}
        onChange={(value) => value && set({ roomId: value })}
        allowDeselect={false}
        error={errorOf('roomId')}
      />
      {split ? (
        <NumberInput
          label={t('runs.move.count')}
          min={1}
          max={group.plantCount - 1}
          allowDecimal={false}
          value={draft.plantCount}
          onChange={(value) => set({ plantCount: typeof value === 'number' ? value : '' })}
          error={errorOf('plantCount')}
        />
      ) : null}
      <AtField
        label={t('runs.move.at')}
        description={t('runs.move.atHint')}
        value={draft.at}
        onChange={(at) => set({ at })}
        error={errorOf('at')}
      />
      <TextInput
        label={t('runs.move.note')}
        value={draft.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={errorOf('note')}
      />
      {preview ? (
        <Text role="status" fw={600}>
          {preview}
        </Text>
      ) : null}
    </FormModal>
  );
}
