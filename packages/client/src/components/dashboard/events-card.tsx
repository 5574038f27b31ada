import { ActionIcon, Badge, Button, Group, Popover, Text, Tooltip } from '@mantine/core';
import type { TimelineEventOut } from '@repute/shared/analytics';
import type { ReactNode } from 'react';
import { ChartCard } from './chart-card';
import { formatDate, humanize } from './format';

function impactBadge(impact: number) {
  const color = impact < 0 ? 'red' : impact > 0 ? 'blue' : 'gray';
  return (
    <Badge size="sm" variant="light" c="var(--mantine-color-text)" color={color}>
      {impact > 0 ? `+${impact}` : impact === 0 ? '0' : `−${Math.abs(impact)}`}
    </Badge>
  );
}

/** Deleting asks first: one stray click should not lose an editor's note. */
function DeleteEventButton({
  event,
  busy,
  onConfirm,
}: {
  event: TimelineEventOut;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Popover position="left" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label="Delete event">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete event ${event.title}`}
            loading={busy}
          >
            ✕
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Delete ${event.title}?`} role="dialog">
        <Text size="sm" mb="xs">
          Delete “{event.title}”?
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" color="red" onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The events annotated on a timeline: from the data and those added by editors. */
export function EventsCard({
  events,
  loading,
  error,
  onDelete,
  deleting,
  actions,
}: {
  events: TimelineEventOut[];
  loading?: boolean;
  error?: { message: string } | null;
  /** Editors may delete the events they added. */
  onDelete?: (event: TimelineEventOut) => void;
  deleting?: number | null;
  actions?: ReactNode;
}) {
  const sorted = [...events].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <ChartCard
      title="Events"
      description="Events from the data and events added by editors. Impact: −2 (severe harm) to +2 (strong lift)."
      rows={sorted}
      rowKey={(e) => `${e.source}-${e.id}`}
      columns={[
        {
          key: 'date',
          label: 'Date',
          render: (e) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(e.date)}
            </Text>
          ),
        },
        {
          key: 'title',
          label: 'Event',
          render: (e) => (
            <div>
              <Text size="sm" fw={600}>
                {e.title}
              </Text>
              {e.description ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {e.description}
                </Text>
              ) : null}
            </div>
          ),
        },
        { key: 'category', label: 'Category', render: (e) => humanize(e.category) },
        { key: 'impact', label: 'Impact', numeric: true, render: (e) => impactBadge(e.impact) },
        { key: 'brand', label: 'Brand' },
        {
          key: 'source',
          label: 'Source',
          render: (e) => (
            <Badge
              size="xs"
              variant="filled"
              autoContrast
              color={e.source === 'editor' ? 'grape' : 'gray'}
            >
              {e.source === 'editor' ? 'Added on screen' : 'Data'}
            </Badge>
          ),
        },
        ...(onDelete
          ? [
              {
                key: 'actions',
                label: '',
                value: () => '',
                render: (e: TimelineEventOut) =>
                  e.source === 'editor' ? (
                    <DeleteEventButton
                      event={e}
                      busy={deleting === e.id}
                      onConfirm={() => onDelete(e)}
                    />
                  ) : null,
              },
            ]
          : []),
      ]}
      loading={loading}
      error={error}
      actions={actions}
      emptyMessage="No events in this range. Editors can add one."
    />
  );
}
