import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { HistoryStep } from '@canopy/shared/history-steps';
import { errorMessage } from '../../i18n/error-message';
import { ApiError } from '../../lib/api-client';
import { getValidToken } from '../../lib/auth-token';
import { saveBlob } from '../../lib/download';
import { readErrorBody } from '../../lib/error-body';

type ExportFormat = 'csv' | 'xlsx';

export interface HistoryExportProps {
  deviceId: string;
  /** The range, epoch milliseconds, `from` included and `to` not. */
  from: number;
  to: number;
  /** The series at this step; without it, the raw readings. */
  step?: HistoryStep;
}

/** The file name from a Content-Disposition header, the exact UTF-8 `filename*` first. */
function fileNameFrom(header: string | null): string | null {
  const exact = header?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return header?.match(/filename\s*=\s*"([^"]+)"/)?.[1] ?? null;
}

/**
 * Fetches the export with the session's token (a plain link could not send it) and saves it under the
 * name the server gives. Rejects with an ApiError when the server refuses.
 */
async function downloadHistoryExport(
  { deviceId, from, to, step }: HistoryExportProps,
  format: ExportFormat,
): Promise<void> {
  const query = new URLSearchParams({ from: String(from), to: String(to), ...(step ? { step } : {}) });
  const url = new URL(
    `/api/export/${encodeURIComponent(deviceId)}.${format}?${query}`,
    window.location.origin,
  );
  const token = getValidToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => null));
    throw new ApiError(response.status, body ?? { error: response.statusText, code: 'unknown' });
  }
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? `${deviceId}.${format}`;
  saveBlob(fileName, await response.blob());
}

/** Two buttons that download a device's history over the range as CSV or as an Excel file. */
export function HistoryExport(props: HistoryExportProps): ReactNode {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = (format: ExportFormat) => {
    setBusy(format);
    setFailure(null);
    downloadHistoryExport(props, format)
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(null));
  };
  const button = (format: ExportFormat, label: string) => (
    <Button
      variant="default"
      size="sm"
      loading={busy === format}
      // One download at a time: the other button waits too.
      disabled={busy !== null && busy !== format}
      onClick={() => run(format)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('historyExport.label')}>
        {button('csv', t('historyExport.csv'))}
        {button('xlsx', t('historyExport.excel'))}
      </Group>
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {t('historyExport.failed', { reason: errorMessage(t, failure) })}
        </Text>
      ) : null}
    </Stack>
  );
}
