/**
 * The first look at a dashboard after a start or an import would otherwise pay for the whole
 * computation (up to a second on a million mentions). This computes what the landing screens
 * ask for first (their exact inputs, so the cache keys match) in the background, one
 * procedure per event-loop turn so requests still get through between steps.
 */
import { ZAnalyticsFilterSchema } from '@repute/shared/analytics';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { customers, datasets } from '../../../db/schema/index';
import * as brand from './brand';
import * as drivers from './drivers';
import * as media from './media';
import * as reputation from './reputation';
import * as themes from './themes';
import type { AnalyticsArgs } from './types';

type Step = (args: AnalyticsArgs) => unknown;

/** What /dashboard, /summary and the custom-engine summary tab request with default filters. */
const STEPS: Step[] = [
  (a) => reputation.summary(a),
  (a) => reputation.trend(a),
  (a) => drivers.drivers(a),
  (a) => themes.listThemes({ ...a, source: 'all', limit: 6 }),
  (a) => themes.listThemes({ ...a, source: 'media', limit: 6 }),
  (a) => media.sentiment(a),
  (a) => brand.nps(a),
];

function customersWithData(db: Db, only?: number): { id: number; name: string }[] {
  return db
    .selectDistinct({ id: customers.id, name: customers.name })
    .from(customers)
    .innerJoin(datasets, eq(datasets.customerId, customers.id))
    .where(
      and(
        isNull(customers.archivedAt),
        eq(datasets.status, 'ready'),
        only === undefined ? undefined : eq(customers.id, only),
      ),
    )
    .all();
}

function argsFor(db: Db, customer: { id: number; name: string }): AnalyticsArgs {
  // The browser sends the customer id inside the filter; the parsed filter is the cache key.
  return { db, customer, filter: ZAnalyticsFilterSchema.parse({ customerId: customer.id }) };
}

/** Every step for every customer now (tests). */
export function warmDashboardsNow(db: Db, customerId?: number): void {
  for (const customer of customersWithData(db, customerId))
    for (const step of STEPS) step(argsFor(db, customer));
}

export interface WarmHandle {
  stop: () => void;
  done: Promise<void>;
}

/** The same in the background; a failing step is logged and skipped, stop() ends it early. */
export function warmDashboardsSoon(
  db: Db,
  log: { warn: (obj: object, msg: string) => void },
  customerId?: number,
): WarmHandle {
  let stopped = false;
  const done = new Promise<void>((resolve) => {
    const queue = customersWithData(db, customerId).flatMap((customer) =>
      STEPS.map((step) => () => step(argsFor(db, customer))),
    );
    const next = () => {
      const task = queue.shift();
      if (!task || stopped || !db.$client.open) return resolve();
      try {
        task();
      } catch (error) {
        log.warn({ err: error }, 'dashboard warm-up step failed');
      }
      setImmediate(next);
    };
    setImmediate(next);
  });
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}
