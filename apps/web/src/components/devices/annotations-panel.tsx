import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canDeleteDeviceNote } from '@canopy/shared/permissions';
import { DEVICE_NOTE_MAX, type Annotation, type AnnotationKind } from '@canopy/shared/schemas/annotations';
import { ConfirmModal } from '../ui/confirm-modal';
import { DeviceTime } from '../ui/device-time';
import { ScrollBox } from '../ui/scroll-box';
import { ErrorNotice } from '../ui/error-notice';
import { DEVICE_TIME_ZONE } from '../../lib/dates';
import { useSession } from '../../lib/use-session';
import { useAddNote, useAnnotations, useDeleteNote } from '../../lib/devices/api/annotations';
import { ANNOTATION_BADGE_COLORS, ANNOTATION_COLORS } from '../../lib/devices/annotation-markers';
import { fromWallTime } from '../../lib/devices/zoned-time';

export interface AnnotationsPanelProps {
  deviceId: string;
  /** The charts' range, epoch ms. */
  from: number;
  to: number;
}

/** The kind's dot, as the charts draw it; the word beside it says the same for who cannot tell colours. */
function KindDot({ kind }: { kind: AnnotationKind }): ReactNode {
  return (
    <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
      <circle cx="4" cy="4" r="4" fill={ANNOTATION_COLORS[kind]} />
    </svg>
  );
}

const keyOf = (annotation: Annotation) => `${annotation.kind}:${annotation.id}:${annotation.ts}`;

/**
 * What happened to a device in the charts' range: commands, flashes, alerts, notes and
 * the diaries and logs of the cuttings standing at it, with a form to pin a note. A note's author and staff
 * may delete it (`canDeleteDeviceNote`, which the server enforces too).
 */
export function AnnotationsPanel({ deviceId, from, to }: AnnotationsPanelProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const annotations = useAnnotations(deviceId, from, to);
  const add = useAddNote();
  const remove = useDeleteNote();
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  const [status, setStatus] = useState('');
  const entries = annotations.data ?? [];
  const mayDelete = (annotation: Annotation) =>
    annotation.kind === 'note' && canDeleteDeviceNote(actor, annotation);
  const anyDeletable = entries.some(mayDelete);

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
          <ScrollBox labelledBy="annotations-title">
            <Table striped verticalSpacing={4} miw={560} aria-labelledby="annotations-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('annotations.when')}</Table.Th>
                  <Table.Th>{t('annotations.kind')}</Table.Th>
                  <Table.Th>{t('annotations.what')}</Table.Th>
                  <Table.Th>{t('annotations.who')}</Table.Th>
                  {anyDeletable ? (
                    <Table.Th>
                      <VisuallyHidden>{t('annotations.delete')}</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((annotation) => (
                  <Table.Tr key={keyOf(annotation)}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <DeviceTime value={annotation.ts} />
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={ANNOTATION_BADGE_COLORS[annotation.kind]}
                        leftSection={<KindDot kind={annotation.kind} />}
                      >
                        {t(`annotations.kinds.${annotation.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {annotation.text}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {annotation.by ? <bdi>{annotation.by}</bdi> : t('annotations.system')}
                    </Table.Td>
                    {anyDeletable ? (
                      <Table.Td>
                        {mayDelete(annotation) ? (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => setDeleting(annotation)}
                          >
                            {t('annotations.delete')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
        <AddNoteForm deviceId={deviceId} add={add} onAdded={() => setStatus(t('annotations.added'))} />
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

interface AddNoteFormProps {
  deviceId: string;
  add: ReturnType<typeof useAddNote>;
  onAdded: () => void;
}

/** Text, and a time read in the device's zone (empty: now). Nothing is sent while the text is blank. */
function AddNoteForm({ deviceId, add, onAdded }: AddNoteFormProps): ReactNode {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<{ text?: string; time?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    const ts = time.trim() === '' ? undefined : fromWallTime(time, DEVICE_TIME_ZONE);
    const found = {
      text: !note
        ? t('validation.required')
        : note.length > DEVICE_NOTE_MAX
          ? t('validation.tooLong')
          : undefined,
      time: ts === null ? t('annotations.timeInvalid') : undefined,
    };
    setProblem(found);
    if (found.text || ts === null) return;
    add.mutate(
      { deviceId, text: note, ...(ts === undefined ? {} : { ts }) },
      {
        onSuccess: () => {
          setText('');
          setTime('');
          onAdded();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-note-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="add-note-title">
          {t('annotations.addTitle')}
        </Title>
        <ErrorNotice error={add.error} />
        <Textarea
          label={t('annotations.noteLabel')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem.text}
          rows={2}
        />
        <TextInput
          type="datetime-local"
          label={t('annotations.timeLabel')}
          description={t('annotations.timeHint')}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          error={problem.time}
          dir="ltr"
        />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending}>
            {t('annotations.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
