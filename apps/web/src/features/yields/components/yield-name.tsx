import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { YieldGrouping, YieldRow } from '@canopy/shared/schemas/yields';
import { AnchorLink } from '../../../components/ui/anchor-link';

export interface YieldNameProps {
  row: Pick<YieldRow, 'key' | 'label'>;
  by: YieldGrouping;
  /** Strain id -> slug: a strain's page is at its slug. */
  slugs: ReadonlyMap<string, string> | undefined;
}

/** A row's name, linked to its strain, run, room or mother (a cutting's page); a month is only text. */
export function YieldName({ row, by, slugs }: YieldNameProps): ReactNode {
  const { t } = useTranslation();
  if (row.key === null) return t('yields.noMother');
  const name = <bdi>{row.label}</bdi>;
  switch (by) {
    case 'strain': {
      const slug = slugs?.get(row.key);
      return slug ? (
        <AnchorLink to="/strain/$slug" params={{ slug }}>
          {name}
        </AnchorLink>
      ) : (
        name
      );
    }
    case 'run':
      return (
        <AnchorLink to="/runs/$id" params={{ id: row.key }}>
          {name}
        </AnchorLink>
      );
    case 'room':
      return (
        <AnchorLink to="/rooms/$id" params={{ id: row.key }}>
          {name}
        </AnchorLink>
      );
    case 'mother':
      return (
        <AnchorLink to="/cutting/$id" params={{ id: row.key }}>
          {name}
        </AnchorLink>
      );
    case 'month':
      return name;
  }
}
