import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { LABEL_IDS_MAX, type LabelSize } from '@canopy/shared/labels';
import { LabelSizeSelect } from '../../../components/labels/label-size-select';
import { startOfToday } from '../api/qr-downloads';
import type { Selection } from '../list/use-selection';
import { DownloadButton } from './download-button';

export interface LabelPrintPanelProps {
  /** The cuttings loaded on the page: what "select all" ticks. */
  cuttings: readonly CuttingSummary[];
  selection: Selection;
  size: LabelSize;
  onSize: (size: LabelSize) => void;
}

/** /cuttings: a label size, then labels for the ticked cuttings, those created today, or all. */
export function LabelPrintPanel({ cuttings, selection, size, onSize }: LabelPrintPanelProps): ReactNode {
  const { t } = useTranslation();
  const onPage = cuttings.map((cutting) => cutting._id);
  const ticked = onPage.filter((id) => selection.has(id)).length;
  const count = selection.ids.length;
  const tooMany = count > LABEL_IDS_MAX;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="label-print-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="label-print-title">
          {t('labels.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <LabelSizeSelect value={size} onChange={onSize} />
          <DownloadButton
            variant="filled"
            disabled={count === 0 || tooMany}
            download={{ kind: 'pdf-all', size, ids: selection.ids }}
          >
            {t('labels.printSelected', { count })}
          </DownloadButton>
          <DownloadButton download={() => ({ kind: 'pdf-all', size, createdFrom: startOfToday() })}>
            {t('labels.printToday')}
          </DownloadButton>
          <DownloadButton download={{ kind: 'pdf-all', size }}>{t('labels.printAll')}</DownloadButton>
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Checkbox
            label={t('labels.selectAll')}
            checked={onPage.length > 0 && ticked === onPage.length}
            indeterminate={ticked > 0 && ticked < onPage.length}
            disabled={onPage.length === 0}
            onChange={(event) => selection.setAll(onPage, event.currentTarget.checked)}
          />
          <Text size="sm" role="status">
            {t('labels.selected', { count })}
          </Text>
          {count > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
              {t('labels.clear')}
            </Button>
          ) : null}
        </Group>
        {tooMany ? (
          <Text size="sm" c="red.8" role="alert">
            {t('labels.tooMany', { max: LABEL_IDS_MAX })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
