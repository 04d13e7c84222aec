import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import { useStrainChoices } from '../api/strain-choices';
import { useCreateCutting } from '../api/create-cutting';
import { cuttingErrorText } from '../error-text';
import { CuttingMotherFields, type MotherFieldsValue } from './cutting-mother-fields';
import { useNotice } from './notice';
import { NoticeAlert } from './notice-alert';
import { FormCard } from '../../../components/ui/form-card';

const NO_LINEAGE: MotherFieldsValue = { isMother: false, motherId: null, retired: '' };

/**
 * Adds a cutting: code and strain required, and, as the edit form, whether it is a mother plant and
 * which mother it was taken from. With no strain to choose the button is disabled and says why. A
 * refusal (e.g. the code is taken) keeps everything typed.
 */
export function CuttingAddForm({ onAdded }: { onAdded?: (cutting: Cutting) => void }): ReactNode {
  const { t } = useTranslation();
  const strains = useStrainChoices();
  const create = useCreateCutting();
  const [code, setCode] = useState('');
  const [strainId, setStrainId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [location, setLocation] = useState('');
  const [lineage, setLineage] = useState(NO_LINEAGE);
  const [tried, setTried] = useState(false);
  const { notice, show } = useNotice(null);
  const noStrains = strains.isSuccess && strains.data.length === 0;
  const missingCode = tried && !code.trim();
  const missingStrain = tried && !strainId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!code.trim() || !strainId) return show({ ok: false, text: t('strains.requiredFields') });
    create.mutate(
      {
        code: code.trim(),
        strainId,
        status: status.trim(),
        location: location.trim(),
        // Sent only when set: left out, the server makes no mother and names none.
        ...(lineage.isMother && { isMother: true }),
        ...(lineage.motherId && { motherId: lineage.motherId }),
      },
      {
        onSuccess: (cutting) => {
          setCode('');
          setStatus('');
          setLocation('');
          setLineage(NO_LINEAGE);
          setTried(false);
          show({ ok: true, text: t('cuttings.admin.added', { code: cutting.code }) });
          onAdded?.(cutting);
        },
        onError: (error) => show({ ok: false, text: cuttingErrorText(t, error) }),
      },
    );
  };

  return (
    <FormCard titleId="cutting-add-title" title={t('cuttings.admin.addTitle')} onSubmit={submit}>
      <NoticeAlert notice={notice} />
      <TextInput
        label={t('cuttings.code')}
        withAsterisk
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={missingCode ? t('validation.required') : undefined}
      />
      <Select
        label={t('cuttings.strain')}
        withAsterisk
        searchable
        data={(strains.data ?? []).map((strain) => ({ value: strain._id, label: strain.name }))}
        value={strainId}
        onChange={setStrainId}
        error={missingStrain ? t('validation.required') : undefined}
        nothingFoundMessage={t('cuttings.admin.noStrains')}
      />
      <TextInput
        label={t('cuttings.status')}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value)}
      />
      <TextInput
        label={t('cuttings.location')}
        value={location}
        onChange={(event) => setLocation(event.currentTarget.value)}
      />
      <CuttingMotherFields value={lineage} onChange={setLineage} />
      <Group gap="sm">
        <Button
          type="submit"
          loading={create.isPending}
          disabled={noStrains}
          aria-describedby={noStrains ? 'cutting-add-no-strains' : undefined}
        >
          {t('cuttings.admin.add')}
        </Button>
        {noStrains ? (
          <Text size="sm" id="cutting-add-no-strains">
            {t('cuttings.admin.addNeedsStrain')}
          </Text>
        ) : null}
      </Group>
      {strains.isError ? (
        <Alert color="red" role="alert">
          {t('strains.error')}
        </Alert>
      ) : null}
    </FormCard>
  );
}
