import { ColorSchemeScript } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { mantineHeadCss } from './lib/theme.ts';

/** Computed once: the theme does not change while the server runs. */
const MANTINE_CSS = mantineHeadCss();

/**
 * The back office is for staff: search engines must not list it. Mantine's styles key on the
 * `data-mantine-color-scheme` attribute of <html>: set before the first paint (light only), by an
 * inline script that carries the response's CSP nonce (server/security.ts). The theme's CSS sits here,
 * in <head>, where a <style> element is valid (lib/theme.ts).
 */
export default function Head() {
  const { cspNonce } = usePageContext();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ColorSchemeScript forceColorScheme="light" nonce={cspNonce ?? undefined} />
      <style nonce={cspNonce ?? undefined} data-mantine-styles="theme">
        {MANTINE_CSS}
      </style>
    </>
  );
}
