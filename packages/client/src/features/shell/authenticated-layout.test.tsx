import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthenticatedLayout from './authenticated-layout';

describe('authentication gate (SPEC section 2 routing rules)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the profile call, then sends an unauthenticated visitor to /login', async () => {
    let answer: (res: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [
        {
          element: <AuthenticatedLayout />,
          children: [{ path: '/dashboard', element: <p>dashboard</p> }],
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0 as never]).toBe('/api/user/profile');
    // Still loading: no redirect has happened yet.
    expect(router.state.location.pathname).toBe('/dashboard');
    answer(new Response('{"message":"Not signed in"}', { status: 401 }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('dashboard')).toBeNull();
  });
});
