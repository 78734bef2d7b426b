/**
 * Business constants and brand settings: one home for every claim, number, name and address shown to
 * visitors (spec sections 1 and 9). Change a value here and it changes everywhere; tests import it too.
 * Brand, product name, addresses and e-mail are placeholders until the client supplies the real ones.
 */

export const SITE = {
  /** Name of the site as shown in the header, footer, titles and e-mails. */
  name: 'Groepsaankoop Waterverzachters',
  tagline: 'Samen kopen, slim besparen op zacht water',
  /** The product as named in page titles and the place heroes ('{product} {place}'). */
  product: 'Waterverzachter',
  /** The manufacturer's brand label, shown after each size (e.g. '25L HydroBel'). Placeholder. */
  brand: 'HydroBel',
  email: 'info@groepsaankoop-waterverzachters.be',
  country: 'België',
  currency: 'EUR',
} as const;

/**
 * The claims repeated across the marketing pages (spec section 1 and 9). The spec's savings (400 to 500
 * euro, up to 40%) and salt use (1 to 2 kg a month) are not here: a saving needs its reference price
 * (src/content/prices.ts), and no source gives the salt use (docs/decisions/021-only-true-claims.md).
 * Nor are the sellers' promises (a guarantee, salt, the PFAS filter, servicing, 24/7 help, where the
 * softener is made): they are the sellers' recorded terms, and the pages state them from those
 * (decision 057).
 */
export const CLAIMS = {
  callWithinWorkingDays: 2,
} as const;

/**
 * Date of the privacy statement's version (the spec's 15/10/2019 until the text changed). Change it with
 * every change of the statement: the cookie choice is asked again, and each lead keeps the version it
 * consented to.
 */
export const PRIVACY_VERSION_DATE = '28/11/2026';

/** Anchors of the landing-page sections (spec section 2); the header, buttons and tests link to these. */
export const SECTION_IDS = {
  top: 'top',
  benefits: 'voordelen',
  models: 'info',
  calculator: 'calculator',
  testimonials: 'testimonials',
  faq: 'faq',
  contact: 'contact',
} as const;

/**
 * How far above a section smooth scrolling stops (px), so the sticky header does not cover its heading:
 * 80 from the menu, 100 from the benefits button and on every place page (spec section 9).
 */
export const SCROLL_OFFSETS = { menu: 80, benefitsButton: 100, placePages: 100 } as const;

/** Timings and thresholds of the public pages (spec sections 4 and 9). */
export const TIMINGS = {
  headerShadowAfterPx: 50,
  carouselIntervalMs: 5000,
  cardStaggerMs: 150,
  testimonialStaggerMs: 200,
  /** Share of a section that must be visible before its reveal animation starts. */
  revealThreshold: { cards: 0.1, models: 0.2 },
  /** The calculator's yearly savings count up in `counterSteps` steps, one every `counterTickMs`. */
  counterTickMs: 20,
  counterSteps: 30,
  noticeDismissMs: 5000,
  noticeSwipeDismissPx: 50,
} as const;

/**
 * The default of RETENTION_MONTHS (server/env.ts): how long a signup that does not lead to a purchase is
 * kept after the last contact. The spec does not say; 24 months covers the priority in a later round
 * (rounds every 2-3 months). The configured value reaches the privacy page through the build
 * (src/build-env.ts) and the purge through the environment (decision 016).
 */
export const DEFAULT_RETENTION_MONTHS = 24;
