/** The mothers page (/mothers), loaded with it. */
export const mothersPageEn = {
  title: 'Mothers',
  intro: 'Each mother plant and what became of the clones taken from her.',
  loading: 'Loading the mothers',
  empty: 'No mother plants yet: mark a cutting as a mother plant on its edit form.',
  tableLabel: 'Mother plants and their clones',
  mother: 'Mother',
  strain: 'Strain',
  clonesTaken: 'Clones taken',
  rooted: 'Rooted',
  lost: 'Lost in propagation',
  medianDays: 'Median days to root',
  dryPerPlant: 'Dry g per plant',
  retired: 'Retired',
  none: '—',
};
