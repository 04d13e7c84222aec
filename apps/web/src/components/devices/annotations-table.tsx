import type { ReactNode } from 'react';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Annotation, AnnotationKind } from '@canopy/shared/schemas/annotations';
import { DeviceTime } from '../ui/device-time';
import { ScrollBox } from '../ui/scroll-box';
import { ANNOTATION_BADGE_COLORS, ANNOTATION_COLORS } from '../../lib/devices/annotation-markers';

export interface AnnotationsTableProps {
  entries: readonly Annotation[];
  /** The id of the title that names the table. */
  labelledBy: string;
  /** Whether the reader may delete this entry (a note of theirs, or any note for staff). */
  mayDelete: (annotation: Annotation) => boolean;
  onDelete: (annotation: Annotation) => void;
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

/** One row an annotation: when (device time), its kind, its text and who; a delete column only if any row has one. */
export function AnnotationsTable({
  entries,
  labelledBy,
  mayDelete,
  onDelete,
}: AnnotationsTableProps): ReactNode {
  const { t } = useTranslation();
  const anyDeletable = entries.some(mayDelete);
  return (
    <ScrollBox labelledBy={labelledBy}>
      <Table striped verticalSpacing={4} miw={560} aria-labelledby={labelledBy}>
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
              <Table.Td>{annotation.by ? <bdi>{annotation.by}</bdi> : t('annotations.system')}</Table.Td>
              {anyDeletable ? (
                <Table.Td>
                  {mayDelete(annotation) ? (
                    <Button size="xs" variant="light" color="red" onClick={() => onDelete(annotation)}>
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
  );
}
