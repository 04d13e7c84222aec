import type { ReactNode } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { ApiError } from '../../../lib/api-client';
import { useDeleteClimateProfile } from '../api/delete-climate-profile';

/** Where a refused deletion found the profile in use: the rooms and automations the server named. */
function InUse({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  const details = error instanceof ApiError ? (error.details ?? []) : [];
  return (
    <Stack gap={4}>
      <Text size="sm">{errorMessage(t, error)}</Text>
      {details.length > 0 ? (
        <List size="sm">
          {details.map((detail) => (
            <List.Item key={`${detail.path}-${detail.message}`}>
              {t(detail.path === 'rooms' ? 'climateProfiles.usedByRoom' : 'climateProfiles.usedByAutomation')}{' '}
              <bdi>{detail.message}</bdi>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** Asks before deleting a profile, by its name; a refusal (in use) stays in the dialog, saying where. */
export function DeleteProfileConfirm({
  profile,
  onClose,
}: {
  profile: ClimateProfile | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const remove = useDeleteClimateProfile();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={profile !== null}
      title={t('climateProfiles.deleteTitle')}
      busy={remove.isPending}
      error={remove.error ? <InUse error={remove.error} /> : undefined}
      confirmLabel={t('common.delete')}
      onClose={close}
      onConfirm={() => profile && remove.mutate(profile._id, { onSuccess: close })}
    >
      {t('climateProfiles.deleteText')} <bdi>{profile?.name}</bdi>
    </ConfirmModal>
  );
}
