import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useClimateProfiles } from '../api/list-climate-profiles';
import { ClimateProfileFormModal } from './climate-profile-form-modal';
import { DeleteProfileConfirm } from './delete-profile-confirm';
import { LimitsTable } from './limits-table';
import { Loading } from '../../../components/ui/loading';

/** The form open: a new profile (null) or one to edit. */
type Editing = { profile: ClimateProfile | null } | null;

/**
 * `/climate-profiles`: every stage climate profile with its day and night limits; staff add, edit and delete
 * them (a profile a room or an automation uses is not deleted: the dialog says where it is used).
 */
export function ClimateProfilesPanel({ staff }: { staff: boolean }): ReactNode {
  const { t } = useTranslation();
  const query = useClimateProfiles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ClimateProfile | null>(null);
  const profiles = query.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('climateProfiles.title')}</Title>
        {staff ? (
          <Button onClick={() => setEditing({ profile: null })}>{t('climateProfiles.new')}</Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('climateProfiles.intro')}</Text>
      {query.isPending ? <Loading label={t('climateProfiles.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {query.isSuccess && profiles.length === 0 ? <Text>{t('climateProfiles.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {profiles.map((profile) => (
          <Card key={profile._id} withBorder component="article" aria-label={profile.name}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  <bdi>{profile.name}</bdi>
                </Title>
                <Badge variant="light">{t(`crop.stages.${profile.stage}`)}</Badge>
              </Group>
              <LimitsTable profile={profile} />
              {staff ? (
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={t('climateProfiles.editNamed', { name: profile.name })}
                    onClick={() => setEditing({ profile })}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={t('climateProfiles.deleteNamed', { name: profile.name })}
                    onClick={() => setDeleting(profile)}
                  >
                    {t('common.delete')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing ? (
        <ClimateProfileFormModal profile={editing.profile} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteProfileConfirm profile={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
