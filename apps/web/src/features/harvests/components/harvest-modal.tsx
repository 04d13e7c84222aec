import type { ReactNode } from 'react';
import { NumberInput, Select, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { isStaff } from '@canopy/shared/permissions';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { AtField } from '../../../components/crop/at-field';
import { FormModal } from '../../../components/ui/form-modal';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useSession } from '../../../lib/use-session';
import { useHarvestForm } from '../lib/use-harvest-form';
import { HarvestHoldNotice } from './harvest-hold-notice';

export interface HarvestModalProps {
  runId: string;
  group: PlantGroup;
  onClose: () => void;
}

/**
 * Harvests a flowering group: how many plants (all by default), when, and the room they dry in. Inside a
 * treatment's pre-harvest interval it says so, and staff may harvest anyway.
 */
export function HarvestModal({ runId, group, onClose }: HarvestModalProps): ReactNode {
  const { t } = useTranslation();
  const rooms = useRooms().data ?? [];
  const { actor } = useSession();
  const { draft, set, submit, errorOf, hold, saving } = useHarvestForm(runId, group, onClose);
  const roomName = rooms.find((room) => room._id === draft.roomId)?.name ?? group.roomName;
  const count = draft.plantCount;
  const valid = count !== '' && Number.isInteger(count) && count >= 1 && count <= group.plantCount;
  // The group's own room is offered even before the rooms have loaded.
  const roomChoices = rooms.some((room) => room._id === group.roomId)
    ? rooms.map((room) => ({ value: room._id, label: room.name }))
    : [
        { value: group.roomId, label: group.roomName },
        ...rooms.map((room) => ({ value: room._id, label: room.name })),
      ];
  return (
    <FormModal
      title={t('harvests.record.title')}
      onClose={onClose}
      onSubmit={() => submit()}
      formError={errorOf('form')}
      submitLabel={t('harvests.record.submit')}
      saving={saving}
    >
      <Text size="sm">
        <Trans
          i18nKey="harvests.record.group"
          values={{ strain: group.strainName, room: group.roomName, count: group.plantCount }}
          components={{ bdi: <bdi /> }}
        />
      </Text>
      <NumberInput
        label={t('harvests.record.count')}
        description={t('harvests.record.countHint')}
        min={1}
        max={group.plantCount}
        allowDecimal={false}
        allowNegative={false}
        value={draft.plantCount}
        onChange={(value) => set({ plantCount: typeof value === 'number' ? value : '' })}
        error={errorOf('plantCount')}
      />
      <Select
        label={t('harvests.record.room')}
        data={roomChoices}
        value={draft.roomId}
        onChange={(value) => value && set({ roomId: value })}
        allowDeselect={false}
        error={errorOf('roomId')}
      />
      <AtField
        label={t('harvests.record.at')}
        description={t('harvests.record.atHint')}
        value={draft.at}
        onChange={(at) => set({ at })}
        error={errorOf('at')}
      />
      {hold ? (
        <HarvestHoldNotice
          hold={hold}
          onOverride={isStaff(actor) ? () => submit(true) : undefined}
          saving={saving}
        />
      ) : null}
      {valid ? (
        <Text role="status" fw={600}>
          <Trans
            i18nKey={
              count === group.plantCount ? 'harvests.record.previewAll' : 'harvests.record.previewPart'
            }
            values={{ count, staying: group.plantCount - count, room: roomName }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
      ) : null}
    </FormModal>
  );
}
