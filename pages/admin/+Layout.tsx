/**
 * The back office's frame: Mantine (its CSS is imported here, so it reaches admin pages only), the
 * notifications (one at a time, 5 s, as the public site), and the tRPC + TanStack Query client.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type CSSVariablesResolver, createTheme, MantineProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AdminApiProvider } from './lib/api.tsx';

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on buttons above 4.5:1 (WCAG AA); the default shade 6 does not.
  primaryShade: 8,
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Notifications: a named close button, and a description dark enough for AA.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Melding sluiten' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/** Mantine's dimmed grey (gray 6) is too light on white for AA: one step darker. */
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={resolver}>
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
      <AdminApiProvider>{children}</AdminApiProvider>
    </MantineProvider>
  );
}
