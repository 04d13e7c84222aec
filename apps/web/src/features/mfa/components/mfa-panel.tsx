import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { MfaSetupResponse } from '@canopy/shared/schemas/mfa';
import { setMfaEnrollmentPending } from '../../../lib/auth-token';
import { useSession } from '../../../lib/use-session';
import { useMfaStatus } from '../api/get-mfa-status';
import { useMfaSetup } from '../api/start-mfa-setup';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaSetupStep } from './mfa-setup-step';
import { RecoveryCodesView } from './recovery-codes-view';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Loading } from '../../../components/ui/loading';

/** Below this many, the panel suggests making new recovery codes. */
const FEW_RECOVERY_CODES = 3;

type Stage =
  | { name: 'status' }
  | { name: 'setup'; setup: MfaSetupResponse }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/**
 * Two-factor login on the account's security page. Off: "Turn on" shows the QR code and the key, takes a
 * code and then shows the recovery codes once. On: how many recovery codes are left, and "Turn off".
 */
export function MfaPanel(): ReactNode {
  const { t } = useTranslation();
  const { session, mfaEnrollmentPending } = useSession();
  const status = useMfaStatus();
  const setup = useMfaSetup();
  const [stage, setStage] = useState<Stage>({ name: 'status' });
  const [turnedOff, setTurnedOff] = useState(false);
  const enabled = status.data?.enabled === true;

  // On in another tab, or enabled and the page left before "Done": the session may do everything again.
  useEffect(() => {
    if (enabled && mfaEnrollmentPending && stage.name === 'status') setMfaEnrollmentPending(false);
  }, [enabled, mfaEnrollmentPending, stage.name]);

  const startSetup = (): void => {
    setTurnedOff(false);
    setup.mutate(undefined, { onSuccess: (answer) => setStage({ name: 'setup', setup: answer }) });
  };
  const finish = (): void => {
    setMfaEnrollmentPending(false);
    setStage({ name: 'status' });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mfa-panel-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="mfa-panel-title">
          {t('mfa.title')}
        </Title>
        <Text>{t('mfa.intro')}</Text>
        {mfaEnrollmentPending && stage.name !== 'codes' ? (
          <Alert color="orange" role="status">
            {t('mfa.enrollmentRequired')}
          </Alert>
        ) : null}
        {status.isPending ? <Loading size="sm" label={t('common.loading')} /> : null}
        <ErrorNotice error={status.error} />
        {stage.name === 'setup' ? (
          <MfaSetupStep
            setup={stage.setup}
            onEnabled={(codes) => setStage({ name: 'codes', codes })}
            onCancel={() => setStage({ name: 'status' })}
          />
        ) : null}
        {stage.name === 'codes' ? (
          <RecoveryCodesView codes={stage.codes} email={session?.login ?? ''} onDone={finish} />
        ) : null}
        {stage.name === 'disable' ? (
          <MfaDisableForm
            onDisabled={() => {
              setTurnedOff(true);
              setStage({ name: 'status' });
            }}
            onCancel={() => setStage({ name: 'status' })}
          />
        ) : null}
        {stage.name === 'status' && status.data ? (
          <Stack gap="sm" align="flex-start">
            {turnedOff ? (
              <Alert color="canopy" role="status" withCloseButton onClose={() => setTurnedOff(false)}>
                {t('mfa.turnedOff')}
              </Alert>
            ) : null}
            <Text fw={600}>{enabled ? t('mfa.statusOn') : t('mfa.statusOff')}</Text>
            {enabled ? (
              <>
                <Text>{t('mfa.recoveryLeft', { count: status.data.recoveryCodesLeft })}</Text>
                {status.data.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
                  <Alert color="orange">{t('mfa.recoveryLow')}</Alert>
                ) : null}
                <Button variant="outline" color="red" onClick={() => setStage({ name: 'disable' })}>
                  {t('mfa.turnOff')}
                </Button>
              </>
            ) : (
              <>
                <ErrorNotice error={setup.error} />
                <Button onClick={startSetup} loading={setup.isPending}>
                  {t('mfa.turnOn')}
                </Button>
              </>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
