import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from './components/page-loader';

type PageModule = { default: ComponentType };

/** Every page loads lazily behind the 'Loading...' spinner. */
function page(load: () => Promise<PageModule>): RouteObject['element'] {
  const Component: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: page(() => import('./features/system/home-page')) },
  { path: '*', element: page(() => import('./features/system/not-found-page')) },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
