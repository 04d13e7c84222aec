import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { RunComparePanel } from '../../features/compare/components/run-compare-panel';
import { readCompareSearch, searchOfChoice } from '../../features/compare/lib/compare-search';
import { markWords } from '../../features/runs/lib/climate-marks';

/**
 * `/runs/compare` (logged in): the choice lives in the address, read here rather than by the route so the
 * first paint does not carry it; each change is a new entry, so Back returns to the choice before. Marks
 * are worded as a run's climate chart words them (the runs feature's).
 */
export function RunComparePage(): ReactNode {
  const search = useSearch({ strict: false });
  const choice = useMemo(() => readCompareSearch(search), [search]);
  const navigate = useNavigate();
  return (
    <RunComparePanel
      choice={choice}
      onChoiceChange={(next) =>
        void navigate({ to: '/runs/compare', search: searchOfChoice(next) as Record<string, unknown> })
      }
      climateWords={markWords}
    />
  );
}
