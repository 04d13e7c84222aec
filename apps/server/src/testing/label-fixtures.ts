import type { LabelRow } from '../modules/qr-labels/qr-labels.repository.ts';

/** The `index`th of a farm's cuttings as a label or spreadsheet row, one minute apart from 2026. */
export const labelRow = (index: number, strain = 'Lemon Haze'): LabelRow => ({
  id: `id-${index}`,
  code: `C-${String(index).padStart(5, '0')}`,
  short_id: `S${index}`,
  name: `Cutting ${index}`,
  status: 'rooted',
  location: 'Room 1',
  created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  strain_name: strain,
});
