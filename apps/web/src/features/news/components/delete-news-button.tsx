import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { NewsItem } from '@canopy/shared/schemas/news';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteNews } from '../api/news-api';

/** Moves a post to the trash after the app's confirmation dialog; a failure shows inside it. */
export function DeleteNewsButton({ item, onDeleted }: { item: NewsItem; onDeleted: () => void }): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useDeleteNews();

  const cancel = (): void => {
    mutation.reset();
    close();
  };

  return (
    <>
      <Button
        color="red"
        variant="outline"
        size="compact-md"
        aria-label={`${t('common.delete')} ${item.title}`}
        onClick={open}
      >
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('news.deleteTitle')}
        busy={mutation.isPending}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={() =>
          mutation.mutate(item._id, {
            onSuccess: () => {
              close();
              onDeleted();
            },
          })
        }
        onClose={cancel}
      >
        <Trans i18nKey="news.deleteConfirm" values={{ title: item.title }} components={{ bdi: <bdi /> }} />
      </ConfirmModal>
    </>
  );
}
