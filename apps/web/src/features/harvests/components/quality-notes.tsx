import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { QualityNote } from '@canopy/shared/schemas/harvests';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { criterionName } from '../lib/criterion-name';

/** The harvest's quality notes, oldest first: the date, each rating with its criterion, the words, who. */
export function QualityNotes({
  harvestId,
  notes,
}: {
  harvestId: string;
  notes: readonly QualityNote[];
}): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const titleId = `harvest-${harvestId}-notes`;
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        {t('harvests.notes.title')}
      </Title>
      {notes.length === 0 ? <Text size="sm">{t('harvests.notes.empty')}</Text> : null}
      <List size="sm" spacing={6} listStyleType="none" p={0}>
        {notes.map((note) => (
          <List.Item key={note._id}>
            <Text size="sm" fw={600}>
              <bdi>{format(note.at)}</bdi>
            </Text>
            {Object.keys(note.ratings).length > 0 ? (
              <Text size="sm">
                {Object.entries(note.ratings)
                  .map(([criterion, rating]) =>
                    t('harvests.notes.rating', { criterion: criterionName(t, criterion), rating }),
                  )
                  .join(' · ')}
              </Text>
            ) : null}
            {note.text ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <bdi>{note.text}</bdi>
              </Text>
            ) : null}
            {note.by ? (
              <Text size="xs" c="dimmed">
                <Trans
                  i18nKey="harvests.notes.by"
                  values={{ name: note.by.displayName }}
                  components={{ bdi: <bdi /> }}
                />
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
