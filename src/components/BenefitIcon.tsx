/**
 * A benefit card's icon (src/content/benefit-icons.ts holds the drawings, shared with the server's page
 * part of the sellers' promises). Decorative: the card's title says what the icon shows.
 */
import { type BenefitIconKey, benefitIconPaths } from '../content/benefit-icons.ts';

export function BenefitIcon({ name, size = 28 }: { name: BenefitIconKey; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: benefitIconPaths(name) }}
    />
  );
}
