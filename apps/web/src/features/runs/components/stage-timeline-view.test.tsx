import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StageTimelineView } from './stage-timeline-view';
import type { StageBand } from '@canopy/shared/run-timeline';

const bands: StageBand[] = [
  { stage: 'propagation', planned: 14, actual: 16, status: 'done', from: '2026-09-01', to: '2026-09-17' },
  { stage: 'veg', planned: 28, actual: 30, status: 'done', from: '2026-09-17', to: '2026-10-17' },
  { stage: 'flower', planned: 63, actual: 23, status: 'current', from: '2026-10-17', to: null },
  { stage: 'dry', planned: 10, actual: null, status: 'upcoming', from: null, to: null },
  { stage: 'cure', planned: 21, actual: null, status: 'upcoming', from: null, to: null },
];

describe('StageTimelineView', () => {
  it('says planned against actual days of every stage in words, not by colour alone', () => {
    renderWithProviders(<StageTimelineView bands={bands} />);
    const section = screen.getByRole('region', { name: 'Stage timeline' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Propagation: 16 of 14 planned days (finished)',
      'Veg: 30 of 28 planned days (finished)',
      'Flower: 23 of 63 planned days (now)',
      'Dry: 0 of 10 planned days (not started)',
      'Cure: 0 of 21 planned days (not started)',
    ]);
  });

  it('reads in Hebrew', () => {
    renderWithProviders(<StageTimelineView bands={bands} />, { language: 'he' });
    const section = screen.getByRole('region', { name: 'ציר השלבים' });
    expect(within(section).getAllByRole('listitem')[2]).toHaveTextContent(
      'פריחה: 23 מתוך 63 ימים מתוכננים (עכשיו)',
    );
  });
});
