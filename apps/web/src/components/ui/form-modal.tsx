import type { ReactNode } from 'react';
import { Modal, Stack, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from './form-alert';
import { FormButtons } from './form-buttons';

export interface FormModalProps {
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** What the server refused about the form as a whole, shown above the fields. */
  formError?: string | undefined;
  submitLabel: ReactNode;
  /** Red for a write that removes or loses something. */
  submitColor?: string;
  saving: boolean;
  size?: MantineSize;
  /** A button at the start of the last row, before Cancel and submit (add a row, preview). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding one form: the form's own error on top, its fields, then Cancel and the submit button.
 * The browser's validation is off: the form's schema says what is wrong, beside each field.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  formError,
  submitLabel,
  submitColor,
  saving,
  size,
  footerStart,
  children,
}: FormModalProps): ReactNode {
  const { t } = useTranslation();
  return (
    // The close button is a bare ×: it is named, or screen readers announce an unnamed button.
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <FormAlert>{formError}</FormAlert>
          {children}
          <FormButtons
            onCancel={onClose}
            submitLabel={submitLabel}
            submitColor={submitColor}
            saving={saving}
            start={footerStart}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** What a form's hook gives its dialog: how to submit, the server's refusal of the whole form, and whether it saves. */
export interface FormModalState {
  submit: () => unknown;
  formError?: string | undefined;
  saving: boolean;
}

export interface SaveFormModalProps {
  title: ReactNode;
  onClose: () => void;
  form: FormModalState;
  children: ReactNode;
}

/** The dialog that creates or edits one record: a large FormModal whose button says Save. */
export function SaveFormModal({ title, onClose, form, children }: SaveFormModalProps): ReactNode {
  const { t } = useTranslation();
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      formError={form.formError}
      submitLabel={t('common.save')}
      saving={form.saving}
      size="lg"
    >
      {children}
    </FormModal>
  );
}
