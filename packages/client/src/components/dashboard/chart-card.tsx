import { Box, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { downloadCsv } from './csv';
import { DataTable, type TableColumn } from './data-table';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './states';

export interface ChartCardProps<Row> {
  title: string;
  description?: ReactNode;
  /** The rows behind the chart: shown by the Table view and written by CSV export. */
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The chart. Without one the card shows the table only. */
  children?: ReactNode;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** Defaults to rows.length === 0. */
  empty?: boolean;
  emptyMessage?: ReactNode;
  height?: number;
  /** Extra controls in the header (a segment picker, a legend...). */
  actions?: ReactNode;
  footer?: ReactNode;
  initialView?: 'chart' | 'table';
  rowKey?: (row: Row, index: number) => string | number;
}

/** A dashboard card: title, chart or table, CSV export, and designed loading/empty/error states. */
export function ChartCard<Row>({
  title,
  description,
  rows,
  columns,
  children,
  loading = false,
  error = null,
  onRetry,
  empty,
  emptyMessage = 'There is nothing to show for these filters yet.',
  height = 280,
  actions,
  footer,
  initialView = 'chart',
  rowKey,
}: ChartCardProps<Row>) {
  const headingId = useId();
  const hasChart = children !== undefined && children !== null;
  const [chosen, setView] = useState<'chart' | 'table'>(initialView);
  // A card whose chart arrives with its data still opens on the chart.
  const view = hasChart ? chosen : 'table';
  const isEmpty = empty ?? rows.length === 0;
  const ready = !loading && !error && !isEmpty;

  let body: ReactNode;
  if (loading) body = <LoadingBlock height={height} label={`Loading ${title}`} />;
  else if (error) body = <ErrorBlock error={error} onRetry={onRetry} />;
  else if (isEmpty) body = <EmptyBlock message={emptyMessage} height={Math.min(height, 200)} />;
  else if (view === 'chart' && hasChart) body = <Box mih={height}>{children}</Box>;
  else
    body = (
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        maxHeight={hasChart ? Math.max(height, 320) : undefined}
      />
    );

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {actions}
            {hasChart ? (
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(value) => setView(value as 'chart' | 'table')}
                data={[
                  { value: 'chart', label: 'Chart' },
                  { value: 'table', label: 'Table' },
                ]}
                aria-label={`${title}: show as`}
              />
            ) : null}
            <Button
              size="xs"
              variant="default"
              disabled={!ready}
              onClick={() => downloadCsv(title, rows, columns)}
              aria-label={`Export ${title} as CSV`}
            >
              CSV
            </Button>
          </Group>
        </Group>
        <Box style={{ flex: 1 }}>{body}</Box>
        {footer && ready ? (
          <Text size="xs" c="dimmed" component="div">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
