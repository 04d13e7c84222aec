import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';

/** A column heading: words everyone sees, or (a column of buttons) words only screen readers read. */
export type ListColumn = string | { hidden: string };

export interface ListTableProps {
  /** The table's name for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: readonly ListColumn[];
  verticalSpacing?: MantineSpacing;
  /** The rows. */
  children: ReactNode;
}

/** A striped table of records with its headings, scrolling sideways on a narrow screen. */
export function ListTable({
  label,
  minWidth,
  columns,
  verticalSpacing,
  children,
}: ListTableProps): ReactNode {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing={verticalSpacing} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.Th key={column}>{column}</Table.Th>
              ) : (
                <Table.Th key={column.hidden}>
                  <VisuallyHidden>{column.hidden}</VisuallyHidden>
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
