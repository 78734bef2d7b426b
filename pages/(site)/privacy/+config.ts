import type { Config } from 'vike/types';
import { SITE } from '../../../src/site.ts';

export default {
  prerender: true,
  title: `Privacyverklaring en cookiebeleid | ${SITE.name}`,
  description: `Welke gegevens ${SITE.name} bewaart wanneer u zich inschrijft, waarom, hoe lang, welke cookies wij gebruiken en hoe u uw gegevens inkijkt of laat wissen.`,
} satisfies Config;
