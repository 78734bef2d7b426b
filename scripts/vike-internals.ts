/**
 * Everything the build knows about Vike's insides, in one place (read by vite.config.ts). Nothing here
 * is Vike's public API: a Vike or vike-react upgrade must walk through the checklist of
 * docs/decisions/010-public-pages-server-routing.md ("Upgrading Vike"), then update CHECKED_VERSIONS.
 * The build stops when the installed versions are not the checked ones, or when a file moved.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The versions whose insides this file was checked against (package.json pins both exactly). */
export const CHECKED_VERSIONS = { vike: '0.4.266', 'vike-react': '0.6.30' } as const;

const require = createRequire(import.meta.url);

/** Vike's browser entry for pages with server routing (the public pages, decision 010). */
export const SERVER_ROUTING_ENTRY = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-server-routing[\\/]entry\.js$/;

/** The id of a public page's browser entry: Vike's virtual module per page (`pages/(site)/...`). */
export const PUBLIC_PAGE_ENTRY = /^\0virtual:vike:page-entry:client:\/pages\/\(site\)\//;

function installedVersion(name: keyof typeof CHECKED_VERSIONS): string {
  const manifest = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The names of installed packages whose version differs from the checked one. */
export function uncheckedVersions(): string[] {
  return (Object.keys(CHECKED_VERSIONS) as Array<keyof typeof CHECKED_VERSIONS>)
    .filter((name) => installedVersion(name) !== CHECKED_VERSIONS[name])
    .map((name) => `${name}@${installedVersion(name)} (checked: ${CHECKED_VERSIONS[name]})`);
}

/**
 * vike-react imports `vike/getPageContext` for two functions, `getPageContext({ asyncHook: false })` and
 * `providePageContext()`, but the browser build of that module also pulls in Vike's whole client router
 * (38 kB, 12.6 kB gzip), even on the public pages, which use server routing. With `asyncHook: false`
 * both are the synchronous functions of Vike's hook runtime, which every page loads anyway: in the
 * browser the import is answered from there.
 */
export function lightGetPageContext(): Plugin {
  const VIRTUAL = '\0light-vike-get-page-context';
  const plugin = require.resolve('vike/plugin');
  const dist = plugin.slice(0, plugin.lastIndexOf(`${path.sep}dist${path.sep}`) + '/dist'.length);
  const hooks = path.join(dist, 'shared-server-client', 'hooks', 'execHook.js');
  return {
    name: 'light-vike-get-page-context',
    enforce: 'pre',
    buildStart() {
      const unchecked = uncheckedVersions();
      if (unchecked.length > 0) {
        this.error(
          `${unchecked.join(', ')}: walk through "Upgrading Vike" in docs/decisions/010-public-pages-server-routing.md, then update CHECKED_VERSIONS in scripts/vike-internals.ts`,
        );
      }
      if (!existsSync(hooks)) this.error(`${hooks} not found: check lightGetPageContext() in scripts/vike-internals.ts`);
    },
    resolveId(id) {
      return id === 'vike/getPageContext' && this.environment.config.consumer === 'client' ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return `export { getPageContext_sync as getPageContext, providePageContext } from ${JSON.stringify(hooks)};`;
    },
  };
}
