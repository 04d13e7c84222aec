import { useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { downloadAuthorized } from '../../../lib/download';

/** `GET /api/runs/{id}/groups/{groupId}/label.pdf` in the language the page is shown in. */
export function groupLabelPath(runId: string, groupId: string, lang: string): string {
  const query = new URLSearchParams({ lang }).toString();
  return `/api/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/label.pdf?${query}`;
}

/**
 * Fetches a group's QR label (the cutting labels' standard size) with the session's token and saves it,
 * as a cutting's label button does; a failure is said next to the button.
 */
export function GroupLabelButton({ run, group }: { run: Run; group: PlantGroup }): ReactNode {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const print = () => {
    setBusy(true);
    setFailed(false);
    const fallback = `group-${run.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;
    downloadAuthorized(groupLabelPath(run._id, group._id, i18n.language), fallback)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        loading={busy}
        onClick={print}
        aria-label={t('runs.floor.printLabelOf', { strain: group.strainName, room: group.roomName })}
      >
        {t('runs.floor.printLabel')}
      </Button>
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('runs.floor.printFailed')}
        </Text>
      ) : null}
    </>
  );
}
