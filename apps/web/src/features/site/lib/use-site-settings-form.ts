import { siteBodySchema, type Site, type SiteBody, type WeightUnit } from '@canopy/shared/schemas/site';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useUpdateSite } from '../api/update-site';
import { useTranslation } from '../../../i18n/use-translation';
import { VPD_ORDER_ERROR, vpdDraft, vpdOrderChecks, vpdTargetsOf, type VpdDraft } from './vpd-draft';

const FIELDS = ['name', 'timeZone', 'weightUnit', 'qualityCriteria', 'vpdTargets'] as const;

/** The site form's values; an emptied VPD end is NaN. */
export interface SiteDraft {
  name: string;
  timeZone: string;
  weightUnit: WeightUnit;
  qualityCriteria: string[];
  vpdTargets: VpdDraft;
}

/**
 * The site's settings as the form started them; what is sent keeps the VPD targets of the stages the
 * form does not show. An unknown time zone is said beside the zone, a detail beside its field.
 */
export function useSiteSettingsForm(site: Site) {
  const { t } = useTranslation();
  const update = useUpdateSite();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    () =>
      cropFormSchema(
        siteBodySchema,
        (draft: SiteDraft): SiteBody => ({
          name: draft.name,
          timeZone: draft.timeZone,
          weightUnit: draft.weightUnit,
          vpdTargets: vpdTargetsOf(draft.vpdTargets, site.vpdTargets),
          qualityCriteria: draft.qualityCriteria,
        }),
        (draft) => vpdOrderChecks(draft.vpdTargets, t(VPD_ORDER_ERROR)),
      ),
    (): SiteDraft => ({
      name: site.name,
      timeZone: site.timeZone,
      weightUnit: site.weightUnit,
      qualityCriteria: [...site.qualityCriteria],
      vpdTargets: vpdDraft(site.vpdTargets),
    }),
  );

  const submit = submitWith((body) =>
    update.mutate(body, {
      onError: (error) => refused(error, FIELDS, { 'site.invalid_time_zone': 'timeZone' }),
    }),
  );

  /** The schema's verdict on one criterion (`qualityCriteria.2`) is said beside the whole list. */
  const criteriaError = (): string | undefined =>
    errorOf('qualityCriteria') ??
    form
      .getValues('qualityCriteria')
      .map((_, index) => errorOf(`qualityCriteria.${index}`))
      .find(Boolean);

  return {
    form,
    submit,
    errorOf,
    criteriaError,
    formError,
    saving: update.isPending,
    saved: update.isSuccess,
  };
}
