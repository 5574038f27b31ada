import type { ReactNode } from 'react';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import { DashboardLayout, RequireCustomer } from '../../components/dashboard/dashboard-layout';
import type { AnalyticsFilters } from '../../components/dashboard/use-analytics-filters';

/** Frame shared by the brand-tracking screens. */
export function BrandPageFrame({
  title,
  description,
  show,
  children,
}: {
  title: string;
  description: (customerName: string) => string;
  show?: readonly (keyof AnalyticsFilters)[];
  children: ReactNode;
}) {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title={title}
          description={description(customer.name)}
          filters={<DashboardFilters show={show} />}
        >
          {children}
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}

/** Screens comparing every brand: the brand filter does not apply. */
export const ALL_BRANDS_FILTERS = ['from', 'to', 'datasetId', 'segment'] as const;
