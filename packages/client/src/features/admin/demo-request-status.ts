export const DEMO_STATUSES = ['new', 'contacted', 'scheduled', 'won', 'lost'] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

export const STATUS_LABEL: Record<DemoStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  won: 'Won',
  lost: 'Lost',
};

export const STATUS_COLOR: Record<DemoStatus, string> = {
  new: 'blue',
  contacted: 'orange',
  scheduled: 'grape',
  won: 'green',
  lost: 'gray',
};

/** The workflow's next step from each status (the review modal offers it first). */
export const NEXT_STATUS: Record<DemoStatus, DemoStatus | null> = {
  new: 'contacted',
  contacted: 'scheduled',
  scheduled: 'won',
  won: null,
  lost: null,
};
