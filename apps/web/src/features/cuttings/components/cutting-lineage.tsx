import type { ReactNode } from 'react';
import { Badge, List, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { LineageCutting, LineageDescendant, LineageRun } from '@canopy/shared/schemas/mothers';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useCuttingLineage } from '../api/get-cutting-lineage';
import { Loading } from '../../../components/ui/loading';

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

/** A run's link and the furthest stage its groups reached. */
function RunLink({ run }: { run: LineageRun }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <AnchorLink to="/runs/$id" params={{ id: run.runId }}>
        <bdi>{run.code}</bdi>
        {run.name !== run.code ? ` · ${run.name}` : ''}
      </AnchorLink>{' '}
      · {t(`crop.stages.${run.stage}`)}
    </>
  );
}

/** The descendants by generation, in the order the server gave (nearest first, then by code). */
function byGeneration(descendants: readonly LineageDescendant[]): [number, LineageDescendant[]][] {
  const generations = new Map<number, LineageDescendant[]>();
  for (const descendant of descendants) {
    const same = generations.get(descendant.generation);
    if (same) same.push(descendant);
    else generations.set(descendant.generation, [descendant]);
  }
  return [...generations];
}

/**
 * One generation of clones: each clone, the clone it was taken from (past the first generation, whose
 * mother is this cutting), and the runs its plants went into.
 */
function Generation({
  generation,
  clones,
  codeOf,
}: {
  generation: number;
  clones: readonly LineageDescendant[];
  codeOf: (id: string | null) => string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const title = t('cuttings.lineage.generation', { n: generation });
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <List aria-label={title}>
        {clones.map(({ cutting, runs }) => {
          const motherCode = generation > 1 ? codeOf(cutting.motherId) : undefined;
          return (
            <List.Item key={cutting._id}>
              <CuttingLink cutting={cutting} />
              {motherCode ? (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  <Trans
                    i18nKey="cuttings.lineage.from"
                    values={{ code: motherCode }}
                    components={{ bdi: <bdi /> }}
                  />
                </Text>
              ) : null}
              {runs.length === 0 ? (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('cuttings.lineage.noRuns')}
                </Text>
              ) : (
                <List size="sm" withPadding aria-label={t('cuttings.lineage.runsOf', { code: cutting.code })}>
                  {runs.map((run) => (
                    <List.Item key={run.runId}>
                      <RunLink run={run} />
                    </List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/**
 * A cutting's mother (and hers, up the chain), the runs its plants went into, and its clones down the
 * generations with theirs (DESIGN section 20).
 */
export function CuttingLineageBlock({ cuttingId }: { cuttingId: string }): ReactNode {
  const { t } = useTranslation();
  const query = useCuttingLineage(cuttingId);
  const lineage = query.data;
  const codes = new Map(lineage?.descendants.map((d) => [d.cutting._id, d.cutting.code]));
  const codeOf = (id: string | null) => (id ? codes.get(id) : undefined);
  return (
    <Stack gap="xs" component="section" aria-labelledby="cutting-lineage-title">
      <Title order={2} size="h3" id="cutting-lineage-title">
        {t('cuttings.lineage.title')}
      </Title>
      {query.isPending ? <Loading size="sm" label={t('cuttings.lineage.title')} /> : null}
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
                  <RunLink run={run} />
                </List.Item>
              ))}
            </List>
          )}
          <Text fw={500}>{t('cuttings.lineage.descendants')}</Text>
          {lineage.descendants.length === 0 ? (
            <Text c="dimmed">{t('cuttings.lineage.noDescendants')}</Text>
          ) : (
            byGeneration(lineage.descendants).map(([generation, clones]) => (
              <Generation key={generation} generation={generation} clones={clones} codeOf={codeOf} />
            ))
          )}
        </>
      ) : null}
    </Stack>
  );
}
