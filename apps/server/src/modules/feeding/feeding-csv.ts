import { csvCell } from '@canopy/shared/csv';
import { localDateTime } from '@canopy/shared/local-time';
import type { DoseItem } from '@canopy/shared/schemas/feeding';
import type { Run } from '@canopy/shared/schemas/runs';

/** Spreadsheets read a CSV file as UTF-8 (a Hebrew room name) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

type Cell = string | number | null;

/** The columns, in English with their units, as the yields and history exports name theirs. */
const headers = (timeZone: string) => [
  'Entry',
  `Time (${timeZone})`,
  'Group',
  'Room',
  'Plants',
  'Share',
  'Volume',
  'Volume unit',
  'Litres',
  'Recipe',
  'Products',
  'EC in (mS/cm)',
  'pH in',
  'EC runoff (mS/cm)',
  'pH runoff',
  'Pest',
  'Pest kind',
  'Severity',
  'Where',
  'Product',
  'Active ingredient',
  'Dose',
  'Dose unit',
  'Method',
  'Target',
  'Applicator',
  'Note',
];

/** A feed's products and doses in one cell: `Base A 2 ml/L; CalMag 1 ml/L`. */
const dosesOf = (items: readonly DoseItem[]) =>
  items.map((item) => `${item.productName} ${item.dose} ${item.unit}`).join('; ');

/** Text through the shared csvCell (a name starting with `=` is not run as a formula), numbers as numbers. */
const line = (cells: readonly Cell[]) =>
  cells
    .map((cell) => (typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : csvCell(cell)))
    .join(',');

/**
 * A run's feeds, scouting and treatments as CSV (RFC 4180, CRLF), one line per row (one per group of a
 * room-wide entry), oldest first, each at its wall-clock time in the site's zone. A cell that does not
 * apply to the kind is empty. Its litres and doses add up to the run's `feedingTotals`.
 */
export function feedingCsv(run: Run, timeZone: string): string {
  const groups = new Map(run.groups.map((group, index) => [group._id, `#${index + 1} ${group.strainName}`]));
  const time = (at: string) => {
    const { date, time: clock } = localDateTime(at, timeZone);
    return `${date} ${clock}`;
  };
  const common = (row: Run['feeds'][number] | Run['scouting'][number] | Run['treatments'][number]) => [
    time(row.at),
    row.groupId === null ? '' : (groups.get(row.groupId) ?? ''),
    row.roomName,
    row.plantCount,
    row.share,
  ];
  const none = (count: number): Cell[] => Array.from({ length: count }, () => null);
  const rows: { at: string; order: number; cells: Cell[] }[] = [
    ...run.feeds.map((feed) => ({
      at: feed.at,
      order: 0,
      cells: [
        'feed',
        ...common(feed),
        feed.volume,
        feed.volumeUnit,
        feed.litres,
        feed.recipeName,
        dosesOf(feed.items),
        feed.ecIn,
        feed.phIn,
        feed.ecRunoff,
        feed.phRunoff,
        ...none(11),
        feed.note,
      ],
    })),
    ...run.scouting.map((scouting) => ({
      at: scouting.at,
      order: 1,
      cells: [
        'scouting',
        ...common(scouting),
        ...none(9),
        scouting.pest,
        scouting.kind,
        scouting.severity,
        scouting.where,
        ...none(7),
        scouting.note,
      ],
    })),
    ...run.treatments.map((treatment) => ({
      at: treatment.at,
      order: 2,
      cells: [
        'treatment',
        ...common(treatment),
        treatment.volume,
        treatment.volumeUnit,
        treatment.litres,
        ...none(10),
        treatment.productName,
        treatment.activeIngredient,
        treatment.dose,
        treatment.unit,
        treatment.method,
        treatment.target,
        treatment.applicator,
        treatment.note,
      ],
    })),
  ];
  // Stable: a run's rows of each kind come oldest first, an entry's rows in their order.
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  return `${BYTE_ORDER_MARK}${[headers(timeZone), ...rows.map((row) => row.cells)].map(line).join('\r\n')}\r\n`;
}
