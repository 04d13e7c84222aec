import { useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../confirm-modal';
import { DiaryEntryCard, plainDiaryPhoto, type RenderDiaryPhoto } from './diary-entry-card';
import { DiarySaveForm } from './diary-save-form';
import type { DiaryCalls, DiaryEntryView } from './diary-types';
import { OutcomeNotice, type Outcome } from '../outcome-notice';

export interface DiaryProps {
  /** The heading's id: other parts of a page (a scan's quick actions) jump to it. */
  titleId: string;
  entries: DiaryEntryView[];
  /** Staff may write; everyone else only reads. */
  manage: boolean;
  calls: DiaryCalls;
  renderPhoto?: RenderDiaryPhoto;
}

/** A gardener diary, a strain's or a cutting's: newest entry first, written by staff with photos. */
export function Diary({
  titleId,
  entries,
  manage,
  calls,
  renderPhoto = plainDiaryPhoto,
}: DiaryProps): ReactNode {
  const { t } = useTranslation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useState<Outcome>(null);
  const saved = () => (setEditingId(null), setMessage({ ok: true, text: t('diary.saved') }));
  const failed = (text: string) => setMessage({ ok: false, text });
  const sorted = [...entries].sort((a, b) => b.timestamp.localeCompare(a.timestamp));

  const remove = (entryId: string) => {
    setDeleting(true);
    calls
      .remove(entryId)
      .then(() => setMessage({ ok: true, text: t('diary.deleted') }))
      .catch((error: unknown) => failed(calls.errorText(error)))
      .finally(() => (setDeleting(false), setDeletingId(null)));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('diary.title')}
      </Title>
      <OutcomeNotice outcome={message} />
      {manage ? <DiarySaveForm calls={calls} onSaved={saved} onError={failed} /> : null}
      {entries.length === 0 ? <Text>{t('diary.empty')}</Text> : null}
      {sorted.map((entry) => (
        <DiaryEntryCard
          key={entry.id}
          entry={entry}
          calls={calls}
          manage={manage}
          editing={editingId === entry.id}
          onEdit={(editing) => setEditingId(editing ? entry.id : null)}
          onDelete={() => setDeletingId(entry.id)}
          onSaved={saved}
          onError={failed}
          renderPhoto={renderPhoto}
        />
      ))}
      <ConfirmModal
        opened={deletingId !== null}
        title={t('common.delete')}
        busy={deleting}
        onClose={() => setDeletingId(null)}
        onConfirm={() => deletingId && remove(deletingId)}
      >
        {t('diary.deleteConfirm')}
      </ConfirmModal>
    </Stack>
  );
}
