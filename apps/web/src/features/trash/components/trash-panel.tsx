import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { TrashItem } from '@canopy/shared/schemas/trash';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LocalTime } from '../../../components/ui/local-time';
import { errorMessage } from '../../../i18n/error-message';
import { useTrash } from '../api/list-trash';
import { useRestoreFromTrash } from '../api/restore-from-trash';
import { ListTable } from '../../../components/ui/list-table';
import { Loading } from '../../../components/ui/loading';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge, never below 0 (the hourly purge may not have run yet). */
const daysLeft = (purgeAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(purgeAt) - now) / DAY_MS));

/**
 * `/trash` (S): what was deleted, who deleted it, when it goes for good (never, for a room a run used),
 * and a restore for each.
 */
export function TrashPanel(): ReactNode {
  const { t } = useTranslation();
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const [chosen, setChosen] = useState<TrashItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const kind = (item: TrashItem) => t(`trash.entities.${item.entity}`);
  // The time the list was read: days left are counted from the answer, not from each render.
  const now = trash.dataUpdatedAt;

  function close() {
    setChosen(null);
    restore.reset();
  }

  function confirm() {
    if (!chosen) return;
    const item = chosen;
    restore.mutate(
      { entity: item.entity, id: item.id },
      {
        onSuccess: () => {
          setChosen(null);
          setNotice(t('trash.restored', { kind: kind(item), name: item.name }));
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('trash.title')}</Title>
        {trash.data && <Text size="sm">{t('trash.intro', { days: trash.data.trashDays })}</Text>}
      </Stack>
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      {trash.isPending ? (
        <Loading label={t('trash.loading')} />
      ) : trash.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, trash.error)}
        </Alert>
      ) : trash.data.items.length === 0 ? (
        <Text role="status">{t('trash.empty')}</Text>
      ) : (
        <ListTable
          label={t('trash.title')}
          minWidth={640}
          columns={[
            t('trash.kind'),
            t('trash.name'),
            t('trash.deletedBy'),
            t('trash.deletedAt'),
            t('trash.daysLeft'),
            { hidden: t('trash.restore') },
          ]}
        >
          {trash.data.items.map((item) => (
            <Table.Tr key={`${item.entity}:${item.id}`}>
              <Table.Td>{kind(item)}</Table.Td>
              <Table.Td>
                <bdi>{item.name}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{item.deletedBy?.email ?? t('trash.unknownUser')}</bdi>
              </Table.Td>
              <Table.Td>
                <LocalTime value={item.deletedAt} />
              </Table.Td>
              <Table.Td>{item.purgeAt ? daysLeft(item.purgeAt, now) : t('trash.kept')}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('trash.restoreLabel', { name: item.name })}
                  onClick={() => (setNotice(null), setChosen(item))}
                >
                  {t('trash.restore')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <ConfirmModal
        opened={chosen !== null}
        title={t('trash.confirmTitle')}
        confirmLabel={t('trash.restore')}
        busy={restore.isPending}
        error={restore.isError ? errorMessage(t, restore.error) : null}
        onConfirm={confirm}
        onClose={close}
      >
        {chosen &&
          (chosen.entity === 'room'
            ? t('trash.confirmRoom', { name: chosen.name })
            : t('trash.confirmText', { kind: kind(chosen), name: chosen.name }))}
      </ConfirmModal>
    </Stack>
  );
}
