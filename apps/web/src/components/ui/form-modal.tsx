import type { ReactNode } from 'react';
import { Alert, Modal, Stack, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          {children}
          <FormButtons
            onCancel={onClose}
            submitLabel={submitLabel}
            submitColor={submitColor}
            saving={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
