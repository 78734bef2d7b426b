/**
 * The back office's frame: Mantine (its CSS is imported here, so it reaches admin pages only), the
 * notifications (one at a time, 5 s, as the public site), and the tRPC + TanStack Query client.
 * Mantine's own <style> elements are off: their CSS is in <head> (+Head.tsx, lib/theme.ts).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './admin.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AdminApiProvider } from './lib/api.tsx';
import { cssVariablesResolver, theme } from './lib/theme.ts';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
      <AdminApiProvider>{children}</AdminApiProvider>
    </MantineProvider>
  );
}
