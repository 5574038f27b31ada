/** Timeline events: the story's events plus the routine calendar of a brand's year. */
import type Database from 'better-sqlite3';
import { createDemoDataset, finishDataset } from './demo-datasets';
import { DEMO_STORIES, type CustomerStory } from './story';

const INSERT_SQL = `insert into timeline_events
  (dataset_id, customer_id, date, end_date, title, description, category, impact, brand, url)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function seedCustomerEvents(client: Database.Database, story: CustomerStory, customerId: number) {
  const datasetId = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Timeline Events 2024-2026`,
    'events',
  );
  const insert = client.prepare(INSERT_SQL);
  const own = story.brands[0];
  if (!own) return;
  for (const brand of story.brands) {
    for (const e of brand.events) {
      insert.run(
        datasetId,
        customerId,
        `${e.month}-04`,
        `${addMonths(e.month, e.months - 1)}-28`,
        e.title,
        e.description,
        e.category,
        e.impact,
        brand.name,
        null,
      );
    }
  }
  const name = own.name;
  const routine: [string, string, string, string, number][] = [
    [
      '2024-11-20',
      'Summer brand campaign launches',
      `${name} starts its summer campaign across TV, outdoor and social.`,
      'campaign',
      1,
    ],
    [
      '2025-02-26',
      'Half-year results',
      `${name} reports half-year results in line with guidance.`,
      'financial',
      0,
    ],
    [
      '2025-05-14',
      'Community partnership announced',
      `${name} partners with a national charity on local programs.`,
      'community',
      1,
    ],
    [
      '2025-08-27',
      'Full-year results',
      `${name} reports full-year results; margins under pressure.`,
      'financial',
      0,
    ],
    [
      '2025-11-18',
      'Summer brand campaign launches',
      `${name} returns with its summer campaign.`,
      'campaign',
      1,
    ],
    [
      '2026-01-12',
      'New chief executive appointed',
      `${name} names a new chief executive after a six-month search.`,
      'leadership',
      0,
    ],
    [
      '2026-02-25',
      'Half-year results',
      `${name} reports half-year results ahead of expectations.`,
      'financial',
      1,
    ],
    [
      '2026-06-03',
      'Sustainability report published',
      `${name} publishes its first climate and sustainability report.`,
      'community',
      1,
    ],
    [
      '2026-08-26',
      'Full-year results',
      `${name} reports full-year results with revenue growth.`,
      'financial',
      1,
    ],
  ];
  for (const [date, title, description, category, impact] of routine) {
    insert.run(datasetId, customerId, date, null, title, description, category, impact, name, null);
  }
  const rival = story.brands[1];
  if (rival) {
    insert.run(
      datasetId,
      customerId,
      '2025-06-10',
      null,
      `${rival.name} launches a loyalty program`,
      `${rival.name} launches a national loyalty program with aggressive offers.`,
      'campaign',
      0,
      rival.name,
      null,
    );
  }
  finishDataset(client, datasetId, 'events');
}

export function seedEvents(client: Database.Database, ids: Map<string, number>): void {
  for (const story of DEMO_STORIES) {
    const customerId = ids.get(story.customer.code);
    if (customerId !== undefined) seedCustomerEvents(client, story, customerId);
  }
}
