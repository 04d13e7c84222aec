import { useState, type ReactNode } from 'react';
import { Button, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadQrFile, type QrDownload } from '../api/qr-downloads';

export interface DownloadButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'disabled'> {
  /** What to fetch, or how to work it out at the moment of the click (say, "created today"). */
  download: QrDownload | (() => QrDownload);
  children: ReactNode;
  /** Accessible name when the visible text alone is ambiguous (one button per card). */
  'aria-label'?: string;
}

/** Fetches a label file with the session's token and saves it; a failure is said next to the button. */
export function DownloadButton({
  download,
  children,
  size,
  variant = 'default',
  disabled,
  ...rest
}: DownloadButtonProps): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = () => {
    setBusy(true);
    setFailed(false);
    downloadQrFile(typeof download === 'function' ? download() : download)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        size={size}
        variant={variant}
        loading={busy}
        disabled={disabled}
        onClick={run}
        aria-label={rest['aria-label']}
      >
        {children}
      </Button>
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('cuttings.downloadFailed')}
        </Text>
      ) : null}
    </>
  );
}
