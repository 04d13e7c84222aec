import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AnchorLink } from '../../../components/ui/anchor-link';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { cuttingLabel } from '../list/cutting-label';
import type { DisplayMode } from '../list/list-preferences';
import { CuttingAdminActions } from './cutting-admin-actions';
import { CuttingQr } from './cutting-qr';
import type { Notice } from './notice';

export interface CuttingAdminCardProps {
  cutting: CuttingSummary;
  displayMode: DisplayMode;
  onDone: (notice: Notice) => void;
}

/** A cutting on /cuttings-admin: its facts beside its QR code, and the staff actions under them. */
export function CuttingAdminCard({ cutting, displayMode, onDone }: CuttingAdminCardProps): ReactNode {
  const { t } = useTranslation();
  const titleId = `cutting-admin-${cutting._id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text component="h3" id={titleId} fw={600} size="lg" m={0}>
              <AnchorLink to="/cutting/$id" params={{ id: cutting._id }}>
                <bdi>{cuttingLabel(cutting, displayMode)}</bdi>
              </AnchorLink>
            </Text>
            <Group gap="xs">
              <Badge variant="outline" color="dark">
                <bdi>{cutting.shortId}</bdi>
              </Badge>
            </Group>
            <Text size="sm">
              {t('cuttings.strain')}: <bdi>{cutting.strainName}</bdi>
            </Text>
            <Text size="sm">
              {t('cuttings.status')}: {cutting.status ? <bdi>{cutting.status}</bdi> : '-'}
            </Text>
            <Text size="sm">
              {t('cuttings.location')}: {cutting.location ? <bdi>{cutting.location}</bdi> : '-'}
            </Text>
          </Stack>
          <CuttingQr cutting={cutting} size={96} />
        </Group>
        <CuttingAdminActions cutting={cutting} onDone={onDone} />
      </Stack>
    </Card>
  );
}
