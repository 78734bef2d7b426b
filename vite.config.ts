import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildTimeDefines } from './scripts/build-env.ts';
// What the build knows of Vike's insides, with its upgrade checklist: decision 010.
import { lightGetPageContext, PUBLIC_PAGE_ENTRY, SERVER_ROUTING_ENTRY } from './scripts/vike-internals.ts';

/** The pages of the public site (the Vike route group `pages/(site)`). */
const publicPageCount = readdirSync('pages/(site)', { recursive: true }).filter((file) =>
  /(^|[\\/])\+Page\.tsx$/.test(String(file)),
).length;

/** Modules of the back office and its libraries: never grouped with the public site's code. */
const BACK_OFFICE = /[\\/](pages[\\/]admin|src[\\/]admin|node_modules[\\/](@mantine|@tanstack|@trpc|zod))[\\/]/;

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
  if (entries.some((entry) => SERVER_ROUTING_ENTRY.test(entry)) || publicPages === publicPageCount) return 'shared';
  // What a home page loads and other pages share: one chunk per language instead of a file per set of
  // pages (the household's page and the back office import some of it too), so that a first visit of
  // / or /fr loads a few files and no other language's words.
  const dutchHome = entries.includes(HOME_ENTRIES.nl);
  const frenchHome = entries.includes(HOME_ENTRIES.fr);
  if (entries.length < 2 || (!dutchHome && !frenchHome)) return null;
  if (dutchHome && frenchHome) return 'shared';
  return dutchHome ? 'shared-nl' : 'shared-fr';
}

/** The browser entries of the two home pages, `/` and `/fr`. */
const HOME_ENTRIES = {
  nl: '\0virtual:vike:page-entry:client:/pages/(site)/index',
  fr: '\0virtual:vike:page-entry:client:/pages/(site)/fr/index',
};

/** A page's entry in the build (`assets/entries/pages_…js`). */
const PAGE_ENTRY_FILE = /(^|\/)assets\/entries\/pages_/;

/**
 * What the app, its scripts and its tests write inside the project: the embedded database (data/), the
 * tests' databases and files (.tmp/), backups and reports. None of it is source, and the development
 * server must not watch it: an HTML file a browser test wrote under .tmp/ reloaded every open page.
 */
const NOT_SOURCE = ['.tmp', 'data', 'backups', 'bench-results', 'coverage', 'playwright-report'].map((folder) =>
  path.join(import.meta.dirname, folder, '**'),
);

export default defineConfig({
  plugins: [lightGetPageContext(), vike(), react()],
  define: buildTimeDefines(process.env),
  server: { watch: { ignored: NOT_SOURCE } },
  build: {
    target: 'es2022',
    modulePreload: {
      // Vike's browser runtime imports the current page's entry through a table of every page's entry;
      // Vite writes each entry's files beside it, to preload them. The page's own HTML already preloads
      // its files (modulepreload links), and server routing never loads another page's entry: the lists
      // only made every page's first script grow with each new page.
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && PAGE_ENTRY_FILE.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: publicShared }],
        },
      },
    },
  },
});
