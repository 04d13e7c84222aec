import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

export interface FormButtonsProps {
  /** Gives the form up; no Cancel without it (a page's form that stays open). */
  onCancel?: (() => void) | undefined;
  /** Cancel's words, where the form is closed rather than given up (Close). */
  cancelLabel?: string;
  /** The submit button's words; Save unless said. */
  submitLabel?: ReactNode;
  submitColor?: string;
  saving: boolean;
  /** A form in the page's flow reads from its start: the submit button first, Cancel beside it. */
  atStart?: boolean;
  /** A button of the form's own at the row's start (add a row, preview), Cancel and submit at its end. */
  start?: ReactNode;
}

/** A form's last row: in a dialog or an edit in place, at its end, Cancel then the button that submits it. */
export function FormButtons({
  onCancel,
  cancelLabel,
  submitLabel,
  submitColor,
  saving,
  atStart = false,
  start,
}: FormButtonsProps): ReactNode {
  const { t } = useTranslation();
  const cancel = onCancel ? (
    <Button key="cancel" variant="default" onClick={onCancel}>
      {cancelLabel ?? t('common.cancel')}
    </Button>
  ) : null;
  const submit = (
    <Button key="submit" type="submit" color={submitColor} loading={saving}>
      {submitLabel ?? t('common.save')}
    </Button>
  );
  if (atStart) return <Group>{[submit, cancel]}</Group>;
  const end = (
    <Group justify="flex-end" gap="xs">
      {[cancel, submit]}
    </Group>
  );
  return start ? (
    <Group justify="space-between">
      {start}
      {end}
    </Group>
  ) : (
    end
  );
}
