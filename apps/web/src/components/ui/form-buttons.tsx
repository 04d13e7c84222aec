import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormButtonsProps {
  onCancel: () => void;
  /** Cancel's words, where the form is closed rather than given up (Close). */
  cancelLabel?: string;
  /** The submit button's words; Save unless said. */
  submitLabel?: ReactNode;
  submitColor?: string;
  saving: boolean;
}

/** A form's last row, at its end: Cancel, then the button that submits it. */
export function FormButtons({
  onCancel,
  cancelLabel,
  submitLabel,
  submitColor,
  saving,
}: FormButtonsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
