import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { useFeedingFormat } from '../../../components/feeding/use-feeding-format';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { useReadingFormat } from '../lib/use-reading-format';
import { FactLine } from './fact-line';
import { SeverityBadge } from './severity-badge';

/**
 * A feed's facts: the volume (the room's as given, or on a run's page the group's part in litres), the
 * recipe, each product's dose, and the EC and pH given and in the runoff.
 */
export function FeedFacts({ feed, groupPart = false }: { feed: Feed; groupPart?: boolean }): ReactNode {
  const { t } = useTranslation();
  const format = useFeedingFormat();
  const { reading } = useReadingFormat();
  const runoff = [
    feed.ecRunoff === null ? null : t('care.entry.ec', { value: reading(feed.ecRunoff) }),
    feed.phRunoff === null ? null : t('care.entry.ph', { value: reading(feed.phRunoff) }),
  ].filter((part) => part !== null);
  return (
    <Stack gap={2}>
      <FactLine
        facts={[
          groupPart ? format.volume(feed.litres, 'L') : format.volume(feed.volume, feed.volumeUnit),
          feed.recipeName,
          t('care.entry.given', {
            ec: reading(feed.ecIn),
            ph: reading(feed.phIn),
          }),
          runoff.length > 0 ? t('care.entry.runoff', { readings: runoff.join(', ') }) : null,
        ]}
      />
      <FactLine
        facts={feed.items.map((item) => (
          <>
            {item.productName} <bdi>{format.dose(item.dose, item.unit)}</bdi>
          </>
        ))}
      />
    </Stack>
  );
}

/** A sighting's facts: the pest and its kind, the severity, where, and its photos. */
export function ScoutingFacts({ scouting }: { scouting: Scouting }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FactLine
        facts={[
          scouting.pest,
          t(`feeding.scoutingKinds.${scouting.kind}`),
          scouting.where ? t('care.entry.where', { where: scouting.where }) : null,
        ]}
      />
      <div>
        <SeverityBadge severity={scouting.severity} />
      </div>
      <PhotoThumbnails photos={scouting.photos.map((photo) => ({ url: photo.url, id: photo.publicId }))} />
    </Stack>
  );
}

/** A treatment's facts: the product and dose, how and on what, by whom, and its intervals. */
export function TreatmentFacts({ treatment }: { treatment: Treatment }): ReactNode {
  const { t } = useTranslation();
  const format = useFeedingFormat();
  const siteTime = useSiteTimeFormat();
  const { date } = useReadingFormat();
  return (
    <Stack gap={2}>
      <FactLine
        facts={[
          treatment.productName,
          format.dose(treatment.dose, treatment.unit),
          treatment.volume !== null && treatment.volumeUnit !== null
            ? t('care.entry.sprayVolume', { volume: format.volume(treatment.volume, treatment.volumeUnit) })
            : null,
          t(`feeding.methods.${treatment.method}`),
          treatment.target ? t('care.entry.target', { target: treatment.target }) : null,
          treatment.applicator ? t('care.entry.applicator', { name: treatment.applicator }) : null,
        ]}
      />
      <FactLine
        facts={[
          treatment.reEntryUntil
            ? t('care.entry.reEntryUntil', { time: siteTime(treatment.reEntryUntil) })
            : null,
          treatment.harvestFrom ? t('care.entry.harvestFrom', { date: date(treatment.harvestFrom) }) : null,
        ]}
      />
    </Stack>
  );
}
