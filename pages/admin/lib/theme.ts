/**
 * The back office's Mantine theme, and the CSS that Mantine would otherwise write into <body> as
 * <style> elements (its theme variables and its `hiddenFrom`/`visibleFrom` classes). A <style> in
 * <body> is invalid HTML (W3C Nu checker), so +Head writes that CSS into <head> and +Layout turns
 * Mantine's own elements off.
 */
import {
  Alert,
  type CSSVariablesResolver,
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  Notification,
  PasswordInput,
  px,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on buttons above 4.5:1 (WCAG AA); the default shade 6 does not.
  primaryShade: 8,
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Notifications: a named close button (without the `color` attribute Mantine gives it, which is no
    // attribute of a <button>: Nu checker), and a description dark enough for AA.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Melding sluiten', color: undefined } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
    // Alerts: the tint carries the colour, the text stays near-black (orange text on its tint is below
    // 4.5:1, WCAG AA).
    Alert: Alert.extend({
      styles: { title: { color: 'var(--mantine-color-gray-9)' }, message: { color: 'var(--mantine-color-gray-9)' } },
    }),
    // Mantine names this button in English; and it must be reachable by keyboard like any control.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        // Not 'Wachtwoord tonen': the field itself is found by its label 'Wachtwoord'.
        visibilityToggleButtonProps: { 'aria-label': 'Tekens tonen' },
        visibilityToggleFocusable: true,
      },
    }),
    // A drawer's or dialog's <header> would be a second page banner (axe: landmark-no-duplicate-banner).
    DrawerHeader: { defaultProps: { component: 'div' } },
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/** Mantine's dimmed grey (gray 6) is too light on white for AA: one step darker. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Only what differs from the defaults that Mantine's styles.css already holds. */
function changed(values: Record<string, string>, defaults: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => defaults[key] !== value));
}

/** The CSS of Mantine's <style> elements for this theme: its variables and its breakpoint classes. */
export function mantineHeadCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables = convertCssVariables(
    {
      variables: changed({ ...base.variables, ...own.variables }, defaults.variables),
      light: changed({ ...base.light, ...own.light }, defaults.light),
      dark: changed({ ...base.dark, ...own.dark }, defaults.dark),
    },
    ':root',
  );
  const breakpoints = Object.entries(merged.breakpoints)
    .map(([name, size]) => {
      const value = px(size) as number;
      return (
        `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
  return `${variables}${breakpoints}`;
}
