import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

export interface ShownOnceNoticeProps {
  title: string;
  /** What the value is and that it is shown this once, above it. */
  intro: ReactNode;
  value: string;
  /** The value's accessible name (the token, the signing secret). */
  valueLabel: string;
  onClose: () => void;
  /** What follows the value, such as an example of its use. */
  children?: ReactNode;
}

/**
 * A secret the server returns once and never again (an API token, a webhook's signing secret), shown with
 * a copy button until the user closes the notice.
 */
export function ShownOnceNotice({
  title,
  intro,
  value,
  valueLabel,
  onClose,
  children,
}: ShownOnceNoticeProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Alert
      color="canopy"
      role="status"
      title={title}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">{intro}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code dir="ltr" aria-label={valueLabel} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                onClick={copy}
                style={{ flexShrink: 0 }}
              >
                {t(copied ? 'common.copied' : 'common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {children}
      </Stack>
    </Alert>
  );
}
