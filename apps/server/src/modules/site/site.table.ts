/** The site's one settings row (id 1), migration 0026. */
export interface SiteSettingsTable {
  id: number;
  name: string;
  /** An IANA zone name: decides every "day" (DESIGN Part III). */
  time_zone: string;
  weight_unit: string;
  /** JSON text of VpdTargets. */
  vpd_targets: string;
  /** JSON text: the names of the quality criteria. */
  quality_criteria: string;
  updated_at: string | null;
}
