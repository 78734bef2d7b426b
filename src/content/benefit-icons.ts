/**
 * The benefit cards' icons as inline SVG (no icon font, no request), drawn on a 24 × 24 grid with the
 * current text colour. Decorative: the card's title says what the icon shows. Plain strings, so that the
 * React card (src/components/BenefitIcon.tsx) and the server's page part of the sellers' promises
 * (src/seller-terms/promise-html.ts) draw the same icon.
 */
/** Keys of the icons. */
export type BenefitIconKey =
  | 'regional'
  | 'belgium'
  | 'warranty'
  | 'maintenance'
  | 'support'
  | 'installation'
  | 'salt'
  | 'filter'
  | 'savings'
  | 'families';

const PATHS: Record<BenefitIconKey, string> = {
  // A map pin: the benefit of joining in your own region.
  regional: '<path d="M12 21.5s-6.5-6-6.5-11.5a6.5 6.5 0 0 1 13 0c0 5.5-6.5 11.5-6.5 11.5z" /><circle cx="12" cy="10" r="2.5" />',
  // A factory with a chimney: made in Belgium.
  belgium: '<path d="M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z" /><path d="M7 17.5h2M11.5 17.5h2M16 17.5h2" />',
  // A shield with a tick: the warranty.
  warranty: '<path d="M12 2.8 19.5 6v5.2c0 4.6-3.1 8.3-7.5 10-4.4-1.7-7.5-5.4-7.5-10V6z" /><path d="m8.6 12.2 2.4 2.4 4.6-4.8" />',
  // A calendar: servicing only once every few years.
  maintenance: '<rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 9.5h17M8 3v4M16 3v4M9 15l2 2 4-4" />',
  // A speech bubble: support at any hour.
  support: '<path d="M4 5.5h16v10.5h-9l-5 4v-4H4z" /><path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />',
  // A spanner: installation by technicians.
  installation: '<path d="M14.5 3.6a5 5 0 0 0-5.7 6.6L3.5 15.5a2 2 0 0 0 2.8 2.8l5.3-5.3a5 5 0 0 0 6.6-5.7l-2.9 2.9-2.6-.4-.4-2.6z" />',
  // A sack of salt tied at the top.
  salt: '<path d="M9 3.5h6l-1.3 3c3.3 1.8 5.3 5 5.3 8.5 0 3.3-2.2 5.5-5.5 5.5h-3C7.2 20.5 5 18.3 5 15c0-3.5 2-6.7 5.3-8.5z" /><path d="M9.5 13.5h5M10.5 16.5h3" />',
  // A drop of water: the drinking-water filter.
  filter: '<path d="M12 3c3.2 4.2 6 7.6 6 11.2a6 6 0 0 1-12 0C6 10.6 8.8 7.2 12 3z" /><path d="M9.3 14.5a2.8 2.8 0 0 0 2.7 2.7" />',
  // A euro coin: savings.
  savings: '<circle cx="12" cy="12" r="9" /><path d="M15 8.6a4.2 4.2 0 1 0 0 6.8M7.5 10.8h6M7.5 13.2h6" />',
  // Two people: the families that take part.
  families: '<circle cx="9" cy="8" r="3" /><circle cx="16.5" cy="9.5" r="2.5" /><path d="M3.5 20c0-3.6 2.5-6 5.5-6s5.5 2.4 5.5 6M14.5 14.3c.6-.2 1.3-.3 2-.3 2.5 0 4 2 4 5" />',
};

/** The inner markup of an icon's <svg>. */
export function benefitIconPaths(name: BenefitIconKey): string {
  return PATHS[name];
}

/** The whole <svg> of an icon, as React renders BenefitIcon (same attributes, same order). */
export function benefitIconSvg(name: BenefitIconKey, size = 28): string {
  return (
    `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="1.8" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${PATHS[name]}</svg>`
  );
}
