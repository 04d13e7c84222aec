import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { isStaff } from '@canopy/shared/permissions';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { FormAtField } from '../../../components/crop/form-at-field';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
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
  const { form, submit, errorOf, formError, hold, saving } = useHarvestForm(runId, group, onClose);
  const [roomId, count] = form.watch(['roomId', 'plantCount']);
  const roomName = rooms.find((room) => room._id === roomId)?.name ?? group.roomName;
  const valid = Number.isInteger(count) && count >= 1 && count <= group.plantCount;
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
      formError={formError}
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
      <FormNumberField
        control={form.control}
        name="plantCount"
        label={t('harvests.record.count')}
        description={t('harvests.record.countHint')}
        min={1}
        max={group.plantCount}
        allowDecimal={false}
        allowNegative={false}
        error={errorOf('plantCount')}
      />
      <FormSelect
        control={form.control}
        name="roomId"
        label={t('harvests.record.room')}
        data={roomChoices}
        error={errorOf('roomId')}
      />
      <FormAtField
        control={form.control}
        name="at"
        label={t('harvests.record.at')}
        description={t('harvests.record.atHint')}
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
