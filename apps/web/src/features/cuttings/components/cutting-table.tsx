import type { ReactNode } from 'react';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { AnchorLink } from '../../../components/ui/anchor-link';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import type { LabelSize } from '@canopy/shared/labels';
import { cuttingLabel } from '../list/cutting-label';
import type { DisplayMode } from '../list/list-preferences';
import type { Selection } from '../list/use-selection';
import { CuttingPhoto } from './cutting-photo';
import { DownloadButton } from './download-button';

export interface CuttingTableProps {
  cuttings: readonly CuttingSummary[];
  displayMode: DisplayMode;
  /** Rows get a checkbox to choose cuttings for printing (/cuttings). */
  selection?: Selection;
  /** The size of each row's label download; the server's standard label when absent. */
  labelSize?: LabelSize;
}

/** The compact view: one row per cutting; a click anywhere on the row opens it. */
export function CuttingTable({ cuttings, displayMode, selection, labelSize }: CuttingTableProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <VisuallyHidden>{t('labels.title')}</VisuallyHidden>
              </Table.Th>
            ) : null}
            <Table.Th>{t('cuttings.photo')}</Table.Th>
            <Table.Th>{t('cuttings.cutting')}</Table.Th>
            <Table.Th>{t('cuttings.shortId')}</Table.Th>
            <Table.Th>{t('cuttings.strain')}</Table.Th>
            <Table.Th>{t('cuttings.label')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cuttings.map((cutting) => (
            <Table.Tr
              key={cutting._id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate({ to: '/cutting/$id', params: { id: cutting._id } })}
            >
              {selection ? (
                // Ticking must not also open the cutting.
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={t('labels.select', { code: cutting.code })}
                    checked={selection.has(cutting._id)}
                    onChange={(event) => selection.toggle(cutting._id, event.currentTarget.checked)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td w={72}>
                <CuttingPhoto
                  src={cutting.photo}
                  blurred={cutting.photosBlurred}
                  alt={t('cuttings.photoAlt', { code: cutting.code })}
                  h={48}
                  w={64}
                  compact
                />
              </Table.Td>
              {/* The link navigates by itself; the row's click must not navigate a second time. */}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <AnchorLink to="/cutting/$id" params={{ id: cutting._id }}>
                  <bdi>{cuttingLabel(cutting, displayMode)}</bdi>
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <bdi>{cutting.shortId}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{cutting.strainName}</bdi>
              </Table.Td>
              {/* The download must not also open the cutting. */}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <DownloadButton
                  size="compact-sm"
                  download={{ kind: 'pdf', id: cutting._id, code: cutting.code, size: labelSize }}
                  // The visible 'PDF' starts the name, so a voice user can say what they see.
                  aria-label={`${t('cuttings.pdf')}: ${t('cuttings.downloadLabelOf', { code: cutting.code })}`}
                >
                  {t('cuttings.pdf')}
                </DownloadButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
