import { ColorSchemeScript } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * The back office is for staff: search engines must not list it. Mantine's styles key on the
 * `data-mantine-color-scheme` attribute of <html>: set before the first paint (light only), by an
 * inline script that carries the response's CSP nonce (server/security.ts).
 */
export default function Head() {
  const { cspNonce } = usePageContext();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ColorSchemeScript forceColorScheme="light" nonce={cspNonce ?? undefined} />
    </>
  );
}
