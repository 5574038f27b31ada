import { Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { EVENT_CATEGORIES, type EventCategory } from '@repute/shared/analytics';
import { useState, type FormEvent } from 'react';
import { humanize } from '../../../components/dashboard/format';

export interface NewEvent {
  date: string;
  title: string;
  description: string;
  category: EventCategory;
  impact: number;
}

const IMPACTS = [
  { value: '-2', label: '−2 severe harm' },
  { value: '-1', label: '−1 harm' },
  { value: '0', label: '0 neutral' },
  { value: '1', label: '+1 lift' },
  { value: '2', label: '+2 strong lift' },
];

/** The editor's form to annotate the timeline with an event. */
export function AddEventForm({
  onSubmit,
  submitting,
  serverError,
  onCancel,
}: {
  onSubmit: (event: NewEvent) => void;
  submitting: boolean;
  serverError?: string | null;
  onCancel: () => void;
}) {
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<EventCategory>('campaign');
  const [impact, setImpact] = useState('0');
  const [errors, setErrors] = useState<{ date?: string; title?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = 'Use a date as YYYY-MM-DD';
    if (!title.trim()) next.title = 'Title is required';
    setErrors(next);
    if (Object.keys(next).length) return;
    onSubmit({
      date,
      title: title.trim(),
      description: description.trim(),
      category,
      impact: Number(impact),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              type="date"
              label="Date"
              required
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.date}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Title"
              required
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Category"
              data={EVENT_CATEGORIES.map((c) => ({ value: c, label: humanize(c) }))}
              value={category}
              onChange={(v) => v && setCategory(v as EventCategory)}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Expected impact"
              data={IMPACTS}
              value={impact}
              onChange={(v) => v && setImpact(v)}
              allowDeselect={false}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={serverError ?? undefined}
        />
        <Stack gap="xs" align="flex-end">
          <Button.Group>
            <Button variant="default" onClick={onCancel} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Add event
            </Button>
          </Button.Group>
        </Stack>
      </Stack>
    </form>
  );
}
