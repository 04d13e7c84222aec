import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { WebhookDelivery } from '@canopy/shared/schemas/outgoing-webhooks';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { ReceiverAnswer } from './receiver-answer';

/**
 * A delivery's attempt count, which opens to every attempt: when, what the receiver answered and how
 * long it took. A failure that a later attempt made good stays visible, as in integrators' webhook logs.
 */
export function WebhookAttempts({ delivery }: { delivery: WebhookDelivery }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  // Deliveries logged before attempts were kept have a count and no list.
  if (delivery.attemptLog.length === 0) return delivery.attempts;
  const milliseconds = new Intl.NumberFormat(LANGUAGE_INFO[language].locale);
  return (
    <details>
      <summary>{t('webhooks.attemptsSummary', { count: delivery.attempts })}</summary>
      <ol aria-label={t('webhooks.attemptsTitle')} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {delivery.attemptLog.map((attempt) => (
          <li key={attempt.attempt}>
            <Text size="xs" component="div">
              <time dateTime={attempt.at}>{formatDateTime(attempt.at, language, { seconds: true })}</time>
              {' · '}
              <ReceiverAnswer status={attempt.status} error={attempt.error} />
              {' · '}
              {t('webhooks.duration', { ms: milliseconds.format(attempt.durationMs) })}
            </Text>
          </li>
        ))}
      </ol>
    </details>
  );
}
