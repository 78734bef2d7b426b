import type { Config } from 'vike/types';
import { formatRange } from '../../../src/format.ts';
import { CLAIMS, SITE } from '../../../src/site.ts';

export default {
  prerender: true,
  title: `${SITE.name}: tot ${CLAIMS.savingsPercentMax}% voordeliger een slimme waterverzachter`,
  description:
    `Doe gratis mee met de groepsaankoop en bespaar ${formatRange(CLAIMS.savingsPerUnitEuro, 'euro')} op een slimme waterverzachter: ` +
    `gratis installatie, ${CLAIMS.warrantyYears} jaar garantie, ${CLAIMS.freeSaltYears} jaar gratis zout en een gratis PFAS-filter.`,
} satisfies Config;
