import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TermFigure, TermGrid } from '../../../components/ui/term-figure';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { WEIGHING_KINDS, type Harvest } from '@canopy/shared/schemas/harvests';
import { currentLanguage } from '../../../i18n/i18n';
import { useWeights } from '../../../lib/crop/use-weights';
import { dryLoss, dryPerPlant } from '../lib/harvest-figures';

/**
 * The harvest's totals per kind weighed, in the reader's unit, then the dry weight per plant and what
 * drying took off (as `/yields` counts them), once the weights they need are in.
 */
export function HarvestTotals({ harvest }: { harvest: Harvest }): ReactNode {
  const { t, i18n } = useTranslation();
  const weights = useWeights();
  const perPlant = dryPerPlant(harvest);
  const loss = dryLoss(harvest);
  const kinds = WEIGHING_KINDS.filter((kind) => harvest.totals[kind] > 0);
  if (kinds.length === 0) return null;
  const percent = new Intl.NumberFormat(LANGUAGE_INFO[currentLanguage(i18n)].locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <TermGrid label={t('harvests.card.totals')}>
      {kinds.map((kind) => (
        <TermFigure
          key={kind}
          label={t(`harvests.kinds.${kind}`)}
          value={weights.format(harvest.totals[kind])}
        />
      ))}
      {perPlant !== null ? (
        <TermFigure label={t('harvests.card.dryPerPlant')} value={weights.format(perPlant)} />
      ) : null}
      {loss !== null ? <TermFigure label={t('harvests.card.dryLoss')} value={percent.format(loss)} /> : null}
    </TermGrid>
  );
}
