import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../app/theme';

/** Test render: Mantine in test mode (no transitions) inside a router at `url`. */
export function renderDashboard(ui: ReactElement, url = '/') {
  const location: { current: string } = { current: url };
  function Spy({ children }: { children: ReactNode }) {
    const loc = useLocation();
    location.current = `${loc.pathname}${loc.search}`;
    return <>{children}</>;
  }
  const wrap = (node: ReactElement) => (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<Spy>{node}</Spy>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)), location };
}
