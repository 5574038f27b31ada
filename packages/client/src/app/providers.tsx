import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';
import { trpc } from '../lib/trpc';
import { createTrpcClient } from '../lib/trpc-client';
import { uiThemeManager } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = uiThemeManager();

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          {children}
          <Toaster />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
