import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useCloseHarvest } from '../api/close-harvest';

/** Closes the harvest once its dry weight is final, after a confirm that says what closing settles. */
export function CloseHarvestButton({ harvest }: { harvest: Harvest }): ReactNode {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseHarvest();
  const dismiss = () => {
    setConfirming(false);
    close.reset();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
        {t('harvests.close.button')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('harvests.close.title')}
        confirmLabel={t('harvests.close.confirm')}
        busy={close.isPending}
        error={close.isError ? errorMessage(t, close.error) : null}
        onClose={dismiss}
        onConfirm={() => close.mutate(harvest._id, { onSuccess: dismiss })}
      >
        {t('harvests.close.text')}
      </ConfirmModal>
    </>
  );
}
