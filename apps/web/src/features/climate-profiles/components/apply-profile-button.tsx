import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import { errorMessage } from '../../../i18n/error-message';
import { useApplyClimateProfile } from '../api/apply-climate-profile';
import { useClimateProfiles } from '../api/list-climate-profiles';
import { withIsolated } from '../lib/isolated';
import { ProfileChangeList } from './profile-change-list';

/**
 * "Apply climate profile" on a room's page (staff): pick a profile, see the change the server would make to
 * each controller (current -> new, in the phase it is in), then Apply sends it and shows each command's result.
 */
export function ApplyProfileButton({ room }: { room: Room }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('climateProfiles.apply.button')}
      </Button>
      {open ? <ApplyProfileDialog room={room} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ApplyProfileDialog({ room, onClose }: { room: Room; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const profiles = useClimateProfiles();
  const [profileId, setProfileId] = useState('');
  const preview = useApplyClimateProfile();
  const apply = useApplyClimateProfile();
  const answer = apply.data ?? preview.data;
  const failure = apply.error ?? preview.error;
  const choose = (id: string) => {
    setProfileId(id);
    preview.reset();
    apply.reset();
    if (id) preview.mutate({ roomId: room._id, profileId: id, confirm: false });
  };
  const options = [
    { value: '', label: t('climateProfiles.apply.choose') },
    ...(profiles.data ?? []).map((p) => ({
      value: p._id,
      label: `${p.name} (${t(`crop.stages.${p.stage}`)})`,
    })),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={withIsolated((name) => t('climateProfiles.apply.title', { room: name }), room.name)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('climateProfiles.apply.profile')}
          data={options}
          value={profileId}
          disabled={apply.isPending || apply.isSuccess}
          onChange={(event) => choose(event.currentTarget.value)}
        />
        {profiles.isSuccess && profiles.data.length === 0 ? (
          <Text>{t('climateProfiles.apply.none')}</Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        ) : null}
        {answer ? (
          <Text size="sm">
            {t(answer.applied ? 'climateProfiles.apply.done' : 'climateProfiles.apply.previewHint')}
          </Text>
        ) : null}
        {answer ? <ProfileChangeList answer={answer} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(apply.isSuccess ? 'common.close' : 'common.cancel')}
          </Button>
          {apply.isSuccess ? null : (
            <Button
              disabled={!preview.data}
              loading={apply.isPending}
              onClick={() => apply.mutate({ roomId: room._id, profileId, confirm: true })}
            >
              {t('climateProfiles.apply.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
