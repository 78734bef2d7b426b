import { ColorSchemeScript } from '@mantine/core';

/**
 * The back office is for staff: search engines must not list it. Mantine's styles key on the
 * `data-mantine-color-scheme` attribute of <html>: set before the first paint (light only).
 */
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ColorSchemeScript forceColorScheme="light" />
    </>
  );
}
