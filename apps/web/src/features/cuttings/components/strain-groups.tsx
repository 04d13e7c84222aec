import type { ReactNode } from 'react';
import { Accordion, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { groupByStrain } from '../list/cutting-label';

export interface StrainGroupsProps {
  cuttings: readonly CuttingSummary[];
  grouped: boolean;
  /** Renders one run of cuttings: the whole list, or one strain's group. */
  children: (cuttings: readonly CuttingSummary[]) => ReactNode;
}

/** Shows the cuttings as they are, or grouped by strain in groups that open and close (all start closed). */
export function StrainGroups({ cuttings, grouped, children }: StrainGroupsProps): ReactNode {
  const { t } = useTranslation();
  if (!grouped) return children(cuttings);
  return (
    <Accordion multiple variant="separated" chevronPosition="left">
      {groupByStrain(cuttings).map((group) => (
        <Accordion.Item key={group.strainId} value={group.strainId}>
          <Accordion.Control>
            <Group gap="sm">
              <Text fw={600}>
                <bdi>{group.strainName}</bdi>
              </Text>
              <Badge variant="outline" color="dark">
                <VisuallyHidden>{t('cuttings.groupCount', { count: group.cuttings.length })}</VisuallyHidden>
                <span aria-hidden>{group.cuttings.length}</span>
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{children(group.cuttings)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
