import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsItem } from '@canopy/shared/schemas/news';
import { DeleteWithConfirm } from '../../../components/ui/delete-with-confirm';
import { useDeleteNews } from '../api/delete-news';

/** Moves a post to the trash after a confirmation. */
export function DeleteNewsButton({ item, onDeleted }: { item: NewsItem; onDeleted: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <DeleteWithConfirm
      mutation={useDeleteNews()}
      id={item._id}
      title={t('news.deleteTitle')}
      onDeleted={onDeleted}
      size="compact-md"
      aria-label={`${t('common.delete')} ${item.title}`}
    >
      <Trans i18nKey="news.deleteConfirm" values={{ title: item.title }} components={{ bdi: <bdi /> }} />
    </DeleteWithConfirm>
  );
}
