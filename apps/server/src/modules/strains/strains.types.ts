/**
 * What cuttings may read of the strains, handed to them by the composition (the strains repository is
 * one): whether a live strain exists, and a live strain's id by its slug.
 */
export interface StrainLookup {
  findById(id: string): Promise<{ id: string } | undefined>;
  findBySlug(slug: string): Promise<{ id: string } | undefined>;
}
