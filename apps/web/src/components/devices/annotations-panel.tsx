import { useState, type ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { canDeleteDeviceNote } from '@canopy/shared/permissions';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import { ConfirmModal } from '../ui/confirm-modal';
import { ErrorNotice } from '../ui/error-notice';
import { useSession } from '../../lib/use-session';
import { useAnnotations } from '../../lib/devices/api/get-annotations';
import { useDeleteNote } from '../../lib/devices/api/delete-device-note';
import { AddNoteForm } from './add-note-form';
import { AnnotationsTable } from './annotations-table';

export interface AnnotationsPanelProps {
  deviceId: string;
  /** The charts' range, epoch ms. */
  from: number;
  to: number;
}

/**
 * What happened to a device in the charts' range: commands, flashes, alerts, notes and
 * the diaries and logs of the cuttings standing at it, with a form to pin a note. A note's author and staff
 * may delete it (`canDeleteDeviceNote`, which the server enforces too).
 */
export function AnnotationsPanel({ deviceId, from, to }: AnnotationsPanelProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const annotations = useAnnotations(deviceId, from, to);
  const remove = useDeleteNote();
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  const [status, setStatus] = useState('');
  const entries = annotations.data ?? [];
  const mayDelete = (annotation: Annotation) =>
    annotation.kind === 'note' && canDeleteDeviceNote(actor, annotation);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { deviceId, noteId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setStatus(t('annotations.deleted'));
        },
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="annotations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="annotations-title">
          {t('annotations.title')}
        </Title>
        <ErrorNotice error={annotations.error ?? remove.error} />
        {annotations.isPending && !annotations.isError ? (
          <Text size="sm">{t('common.loading')}</Text>
        ) : annotations.isError ? null : entries.length === 0 ? (
          <Text size="sm">{t('annotations.empty')}</Text>
        ) : (
          <AnnotationsTable
            entries={entries}
            labelledBy="annotations-title"
            mayDelete={mayDelete}
            onDelete={setDeleting}
          />
        )}
        <AddNoteForm deviceId={deviceId} onAdded={() => setStatus(t('annotations.added'))} />
        <Text size="sm" role="status">
          {status}
        </Text>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('annotations.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <Stack gap="xs">
          <span>{t('annotations.deleteConfirm')}</span>
          {deleting ? (
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {deleting.text}
            </Text>
          ) : null}
        </Stack>
      </ConfirmModal>
    </Card>
  );
}
