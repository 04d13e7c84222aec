import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { useSession } from '../../../lib/use-session';
import { HarvestModal } from './harvest-modal';

/**
 * Among a group's actions on the run page: staff harvest a flowering group (the server refuses any other
 * stage with 409 `harvests.not_in_flower`, so the button is not offered there).
 */
export function HarvestButton({ run, group }: { run: Run; group: PlantGroup }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [open, setOpen] = useState(false);
  if (!canManageCrop(actor) || group.stage !== 'flower' || group.plantCount === 0) return null;
  return (
    <>
      <Button size="xs" variant="light" color="teal" onClick={() => setOpen(true)}>
        {t('harvests.action')}
      </Button>
      {open ? <HarvestModal runId={run._id} group={group} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
