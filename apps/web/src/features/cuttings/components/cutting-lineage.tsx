import type { ReactNode } from 'react';
import { Badge, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineageCutting } from '@canopy/shared/schemas/mothers';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useCuttingLineage } from '../api/get-cutting-lineage';

function CuttingLink({ cutting }: { cutting: LineageCutting }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <AnchorLink to="/cutting/$id" params={{ id: cutting._id }}>
        <bdi>{cutting.code}</bdi>
        {cutting.name ? ` · ${cutting.name}` : ''}
      </AnchorLink>
      {cutting.retiredAt ? (
        <Badge ms="xs" variant="outline" color="gray">
          {t('cuttings.lineage.retired')}
        </Badge>
      ) : null}
    </>
  );
}

/** A cutting's mother (and hers, up the chain) and the runs its plants went into (DESIGN section 20). */
export function CuttingLineageBlock({ cuttingId }: { cuttingId: string }): ReactNode {
  const { t } = useTranslation();
  const query = useCuttingLineage(cuttingId);
  const lineage = query.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cutting-lineage-title">
      <Title order={2} size="h3" id="cutting-lineage-title">
        {t('cuttings.lineage.title')}
      </Title>
      {query.isPending ? <Loader size="sm" aria-label={t('cuttings.lineage.title')} /> : null}
      {query.isError ? <Text role="alert">{t('cuttings.lineage.loadFailed')}</Text> : null}
      {lineage ? (
        <>
          <Text fw={500}>{t('cuttings.lineage.mother')}</Text>
          {lineage.mothers.length === 0 ? (
            <Text c="dimmed">{t('cuttings.lineage.noMother')}</Text>
          ) : (
            <List aria-label={t('cuttings.lineage.mother')}>
              {lineage.mothers.map((mother) => (
                <List.Item key={mother._id}>
                  <CuttingLink cutting={mother} />
                </List.Item>
              ))}
            </List>
          )}
          <Text fw={500}>{t('cuttings.lineage.runs')}</Text>
          {lineage.runs.length === 0 ? (
            <Text c="dimmed">{t('cuttings.lineage.noRuns')}</Text>
          ) : (
            <List aria-label={t('cuttings.lineage.runs')}>
              {lineage.runs.map((run) => (
                <List.Item key={run.runId}>
                  <AnchorLink to="/runs/$id" params={{ id: run.runId }}>
                    <bdi>{run.code}</bdi>
                    {run.name !== run.code ? ` · ${run.name}` : ''}
                  </AnchorLink>{' '}
                  · {t(`crop.stages.${run.stage}`)}
                </List.Item>
              ))}
            </List>
          )}
        </>
      ) : null}
    </Stack>
  );
}
