import type { Config } from 'vike/types';
import type { RoundPartArgs } from '../../src/rounds/round-html.ts';
import { SCROLL_OFFSETS } from '../../src/site.ts';

/**
 * The public pages: they share the layout with header, footer, cookie banner and notices. A page may set
 * `scrollOffset` (place pages: SCROLL_OFFSETS.placePages) for how far above a section the menu stops.
 */
export default {
  meta: {
    scrollOffset: { env: { server: true, client: true } },
    // The dictionary of the page's language (src/i18n/): each page's browser code gets only its own.
    texts: { env: { server: true, client: true } },
    // Where the language switch leads (src/i18n/twins.ts): server-side only, the switch is static markup.
    twinPath: { env: { server: true } },
    // The texts of static markup (section headings, thank-you and error pages): server-side only.
    pageTexts: { env: { server: true } },
    // The round part as the build writes it (src/rounds/built-part.ts): server-side only.
    roundPart: { env: { server: true } },
  },
  scrollOffset: SCROLL_OFFSETS.menu,
  clientRouting: false,
} satisfies Config;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's settings are typed through this namespace
  namespace Vike {
    interface Config {
      /** Pixels above a section where the menu's smooth scrolling stops. */
      scrollOffset?: number;
      /** Server-side only: the round part of a page as the build writes it (pages/(site)/+roundPart.ts). */
      roundPart?: (args: RoundPartArgs) => string;
    }
  }
}
