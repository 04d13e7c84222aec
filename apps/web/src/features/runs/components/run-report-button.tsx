import { useState, type ReactNode } from 'react';
import { Button, Popover, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Run } from '@canopy/shared/schemas/runs';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadRunReport } from '../api/download-run-report';

/** The run's report PDF (DESIGN section 26), fetched with the session's token and saved. */
export function RunReportButton({ run }: { run: Run }): ReactNode {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setPending(true);
    setFailed(false);
    downloadRunReport(run, currentLanguage(i18n))
      .catch(() => setFailed(true))
      .finally(() => setPending(false));
  };
  return (
    <Popover opened={failed} onChange={setFailed} position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="default" loading={pending} onClick={download}>
          {t('runs.reportPdf')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="red" role="alert">
          {t('runs.reportFailed')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
