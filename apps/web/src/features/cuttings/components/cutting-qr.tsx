import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../i18n/use-translation';
import { labelAddress } from '@canopy/shared/label-address';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { LabelSizeSelect } from '../../../components/labels/label-size-select';
import { useLabelSize } from '../../../lib/labels/use-label-size';
import { DownloadButton } from './download-button';

export interface CuttingQrProps {
  cutting: Pick<CuttingSummary, '_id' | 'code' | 'url'>;
  size?: number;
  /** Show the label download under the code. */
  withDownload?: boolean;
  /** Offer the label sizes for the download (remembered with the list's choice). */
  withSizeChoice?: boolean;
}

/** The QR code the printed label carries (the cutting's address, marked as a label's), drawn in the page. */
export function CuttingQr({
  cutting,
  size = 128,
  withDownload = true,
  withSizeChoice = false,
}: CuttingQrProps): ReactNode {
  const { t } = useTranslation();
  const [labelSize, setLabelSize] = useLabelSize();
  return (
    <Card withBorder padding="sm" w="fit-content">
      <Stack gap="xs" align="center">
        {/* Dark on white with a quiet zone, so a phone reads it from the screen too. */}
        <QRCodeSVG
          value={labelAddress(cutting.url)}
          size={size}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={t('cuttings.qrAlt', { code: cutting.code })}
        />
        <Text size="xs" ta="center">
          <bdi>{cutting.code}</bdi>
        </Text>
        {withDownload && withSizeChoice ? (
          <LabelSizeSelect value={labelSize} onChange={setLabelSize} />
        ) : null}
        {withDownload ? (
          <DownloadButton
            size="compact-sm"
            download={{
              kind: 'pdf',
              id: cutting._id,
              code: cutting.code,
              ...(withSizeChoice && { size: labelSize }),
            }}
            aria-label={t('cuttings.downloadLabelOf', { code: cutting.code })}
          >
            {t('cuttings.downloadLabel')}
          </DownloadButton>
        ) : null}
      </Stack>
    </Card>
  );
}
