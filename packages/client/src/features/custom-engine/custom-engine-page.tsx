import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { CUSTOM_ENGINE_TABS } from './tab-registry';

export const DEFAULT_TAB = 'home';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
function tabComponent(key: string): LazyExoticComponent<ComponentType> | null {
  const entry = CUSTOM_ENGINE_TABS[key];
  if (!entry) return null;
  let component = loaded.get(key);
  if (!component) {
    component = lazy(entry.load);
    loaded.set(key, component);
  }
  return component;
}

/**
 * /custom-engine?tab=...&customer=...: the customer-scoped workspace. The customer parameter is
 * read by the current-customer provider; this page picks the tab's screen.
 */
export default function CustomEnginePage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') ?? DEFAULT_TAB;
  const Tab = useMemo(() => tabComponent(tab), [tab]);
  if (!Tab) {
    const customer = params.get('customer');
    return (
      <EmptyState
        title="Unknown section"
        description={`There is no section called '${tab}'.`}
        action={
          <Text size="sm">
            <Anchor
              component={Link}
              to={`/custom-engine?tab=${DEFAULT_TAB}${customer ? `&customer=${encodeURIComponent(customer)}` : ''}`}
            >
              Go to Chat
            </Anchor>
          </Text>
        }
      />
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Tab key={tab} />
    </Suspense>
  );
}
