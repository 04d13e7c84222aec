/** A user's own choices (migration 0027); a user without a row follows the site's defaults. */
export interface UserPreferencesTable {
  user_id: string;
  /** A WeightUnit, or null for the site's. */
  weight_unit: string | null;
  updated_at: string;
}
