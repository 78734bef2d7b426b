import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  lang: 'nl-BE',
  // The site's drop of water (public/favicon.svg); without it browsers ask for /favicon.ico and get a 404.
  favicon: '/favicon.svg',
  title: 'Groepsaankoop waterverzachters',
  // Pages opt in with `prerender: true`; the server bundle stays for the pages rendered on request.
  prerender: { partial: true, enable: null, keepDistServer: true },
} satisfies Config;
