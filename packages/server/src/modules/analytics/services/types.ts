import type { TAnalyticsFilterParsed } from '@repute/shared/analytics';
import type { Db } from '../../../db/connection';
import type { CurrentCustomer } from '../../../trpc/trpc';

/** What every analytics service receives: the handle, the resolved customer, the filter. */
export interface AnalyticsArgs {
  db: Db;
  customer: Pick<CurrentCustomer, 'id' | 'name'>;
  filter: TAnalyticsFilterParsed;
}
