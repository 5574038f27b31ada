import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CsvColumn } from './csv';

export interface TableColumn<Row> extends CsvColumn<Row> {
  /** What the cell shows; defaults to the CSV value as text. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

function cellValue<Row>(row: Row, column: TableColumn<Row>): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

/** The table view of a chart: the same rows the chart draws, and what CSV export writes. */
export function DataTable<Row>({
  rows,
  columns,
  caption,
  rowKey,
  maxHeight,
}: {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  caption?: string;
  rowKey?: (row: Row, index: number) => string | number;
  maxHeight?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={Math.min(640, columns.length * 110)} mah={maxHeight}>
      <Table striped highlightOnHover withTableBorder verticalSpacing={6} fz="sm">
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : 'left'} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" size="sm">
                  No rows.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={rowKey ? rowKey(row, index) : index}>
                {columns.map((column) => {
                  const raw = cellValue(row, column);
                  return (
                    <Table.Td
                      key={column.key}
                      ta={column.numeric ? 'right' : 'left'}
                      style={
                        column.numeric
                          ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }
                          : undefined
                      }
                    >
                      {column.render
                        ? column.render(row)
                        : raw === null || raw === undefined
                          ? '—'
                          : String(raw)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
