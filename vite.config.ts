import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { buildTimeDefines } from './scripts/build-env.ts';

/** The pages of the public site (the Vike route group `pages/(site)`). */
const publicPageCount = readdirSync('pages/(site)', { recursive: true }).filter((file) =>
  /(^|[\\/])\+Page\.tsx$/.test(String(file)),
).length;

/** Modules of the back office and its libraries: never grouped with the public site's code. */
const BACK_OFFICE = /[\\/](pages[\\/]admin|src[\\/]admin|node_modules[\\/](@mantine|@tanstack|@trpc|zod))[\\/]/;
/** Vike's browser entry for pages with server routing: the public pages (decision 010). */
const SERVER_ROUTING_ENTRY = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-server-routing[\\/]entry\.js$/;
/** The browser entries of the public pages. */
const PUBLIC_PAGE_ENTRY = /^\0virtual:vike:page-entry:client:\/pages\/\(site\)\//;

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** The entries whose first script loads module `id` (static imports only). */
function entriesLoading(id: string, graph: ModuleGraph): Set<string> {
  const entries = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry) entries.add(next);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return entries;
}

/**
 * What every public page loads in one chunk: Vike's runtime for server routing with React and
 * vike-react, and whatever all public pages import (the site's layout). Left to itself, the bundler
 * splits this by the sets of pages that share each module (the back office shares React but not the
 * layout), and a first visit of / then loads more files and more bytes.
 */
function publicShared(id: string, graph: ModuleGraph): string | null {
  // An entry stays out: importing a chunk runs it, and the back office must not run the public entry.
  if (BACK_OFFICE.test(id) || graph.getModuleInfo(id)?.isEntry) return null;
  const entries = [...entriesLoading(id, graph)];
  const publicPages = entries.filter((entry) => PUBLIC_PAGE_ENTRY.test(entry)).length;
  return entries.some((entry) => SERVER_ROUTING_ENTRY.test(entry)) || publicPages === publicPageCount ? 'shared' : null;
}

/**
 * vike-react imports `vike/getPageContext` for two functions, `getPageContext({ asyncHook: false })` and
 * `providePageContext()`, but the browser build of that module also pulls in Vike's whole client router
 * (38 kB, 12.6 kB gzip), even on the public pages, which use server routing. With `asyncHook: false`
 * both are the synchronous functions of Vike's hook runtime, which every page loads anyway: in the
 * browser the import is answered from there. Vike is pinned to one version (package.json); the build
 * stops here if the file moves.
 */
function lightGetPageContext(): Plugin {
  const VIRTUAL = '\0light-vike-get-page-context';
  const plugin = createRequire(import.meta.url).resolve('vike/plugin');
  const dist = plugin.slice(0, plugin.lastIndexOf(`${path.sep}dist${path.sep}`) + '/dist'.length);
  const hooks = path.join(dist, 'shared-server-client', 'hooks', 'execHook.js');
  return {
    name: 'light-vike-get-page-context',
    enforce: 'pre',
    buildStart() {
      if (!existsSync(hooks)) this.error(`${hooks} not found: check lightGetPageContext() in vite.config.ts`);
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

export default defineConfig({
  plugins: [lightGetPageContext(), vike(), react()],
  define: buildTimeDefines(process.env),
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: publicShared }],
        },
      },
    },
  },
});
