import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageRecords } from '@canopy/shared/permissions';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useCutting } from '../api/get-cutting';
import { CuttingDiary } from './cutting-diary';
import { CuttingGallery } from './cutting-gallery';
import { CuttingHeader } from './cutting-header';
import { CuttingImages } from './cutting-images';
import { CuttingLineageBlock } from './cutting-lineage';
import { CuttingLog } from './cutting-log';
import { CuttingQr } from './cutting-qr';
import { useOpenedFromScan } from '../scan/from-scan';
import { ScanQuickActions } from '../scan/scan-quick-actions';

/** Phones: the quick actions after a scan are for the person standing at the plant. */
const PHONE = '(max-width: 599.98px)';

/** /cutting/{id}: facts, label, lineage, photos, diary and log; staff manage photos, diary and log here. */
export function CuttingDetail({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const manage = canManageRecords(actor);
  const query = useCutting(id);
  const fromScan = useOpenedFromScan();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  if (query.isPending) return <Text role="status">{t('cuttings.loading')}</Text>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        <Text role="alert">{missing ? t('cuttings.notFound') : t('cuttings.loadFailed')}</Text>
        <Anchor component={Link} to="/cuttings">
          {t('cuttings.back')}
        </Anchor>
      </Stack>
    );
  }
  const cutting = query.data;
  // The actions lead to the staff's forms: without them there is nothing to offer.
  const quickActions = fromScan && phone && manage;
  // After a scan the label has done its job: the actions come before it.
  const qr = <CuttingQr cutting={cutting} size={144} withSizeChoice />;
  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/cuttings">
        {t('cuttings.back')}
      </Anchor>
      <Group align="flex-start" justify="space-between" gap="lg">
        <CuttingHeader cutting={cutting} />
        {quickActions ? null : qr}
      </Group>
      {quickActions ? (
        <>
          <ScanQuickActions />
          {qr}
        </>
      ) : null}
      <CuttingLineageBlock cuttingId={cutting._id} />
      <CuttingImages cutting={cutting} />
      <CuttingGallery cutting={cutting} manage={manage} />
      <CuttingDiary
        cuttingId={cutting._id}
        entries={cutting.diary}
        manage={manage}
        photosBlurred={cutting.photosBlurred}
      />
      <CuttingLog cuttingId={cutting._id} manage={manage} />
    </Stack>
  );
}
