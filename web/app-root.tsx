// The whole app as one element, for the browser (main.tsx) and for the build-time render of the home page
// (prerender.tsx), so both produce the same markup.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { queryClient } from './lib/query-client';
import { LazyNotifications } from './ui/shell/lazy-notifications';
import { cssVariablesResolver, theme } from './ui/theme';

export function AppRoot({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
