import type { ReactNode } from 'react';
import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
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

export interface CuttingCardProps {
  cutting: CuttingSummary;
  displayMode: DisplayMode;
  size: 'medium' | 'large';
  /** h2 in a page's list, h3 under a section heading (the strain page). */
  headingLevel?: 2 | 3;
  /** A checkbox to choose the cutting for printing (/cuttings). */
  selection?: Selection;
  /** The size of the label download; the server's standard label when absent. */
  labelSize?: LabelSize;
}

/** A cutting on /cuttings: photo, code, short id, strain and its label; the title opens the cutting. */
export function CuttingCard({
  cutting,
  displayMode,
  size,
  headingLevel = 2,
  selection,
  labelSize,
}: CuttingCardProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = cuttingLabel(cutting, displayMode);
  const titleId = `cutting-${cutting._id}`;
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-labelledby={titleId}
      style={{ cursor: 'pointer' }}
      // Pointer users may click anywhere on the card; keyboard users have the title link.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button, input, label')) return;
        void navigate({ to: '/cutting/$id', params: { id: cutting._id } });
      }}
    >
      <Stack gap="xs">
        <Card.Section>
          <CuttingPhoto
            src={cutting.photo}
            blurred={cutting.photosBlurred}
            alt={t('cuttings.photoAlt', { code: cutting.code })}
            h={size === 'large' ? 260 : 150}
          />
        </Card.Section>
        <Text
          component={`h${headingLevel}`}
          id={titleId}
          fw={600}
          size={size === 'large' ? 'lg' : 'md'}
          m={0}
        >
          <AnchorLink to="/cutting/$id" params={{ id: cutting._id }}>
            <bdi>{title}</bdi>
          </AnchorLink>
        </Text>
        {selection ? (
          <Checkbox
            label={t('labels.select', { code: cutting.code })}
            checked={selection.has(cutting._id)}
            onChange={(event) => selection.toggle(cutting._id, event.currentTarget.checked)}
          />
        ) : null}
        <Group gap="xs">
          <Badge variant="outline" color="dark">
            <bdi>{cutting.shortId}</bdi>
          </Badge>
          {displayMode === 'name' && cutting.name ? (
            <Text size="sm">
              <bdi>{cutting.code}</bdi>
            </Text>
          ) : null}
        </Group>
        <Text size="sm">
          {t('cuttings.strain')}: <bdi>{cutting.strainName}</bdi>
        </Text>
        {size === 'large' && (cutting.status || cutting.location) ? (
          <Text size="sm" c="dimmed">
            {[cutting.status, cutting.location].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        <DownloadButton
          size="compact-sm"
          download={{ kind: 'pdf', id: cutting._id, code: cutting.code, size: labelSize }}
          aria-label={t('cuttings.downloadLabelOf', { code: cutting.code })}
        >
          {t('cuttings.downloadLabel')}
        </DownloadButton>
      </Stack>
    </Card>
  );
}
