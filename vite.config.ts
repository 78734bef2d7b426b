import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildTimeDefines } from './scripts/build-env.ts';

/** The pages of the public site (the Vike route group `pages/(site)`). */
const publicPageCount = readdirSync('pages/(site)', { recursive: true }).filter((file) =>
  /(^|[\\/])\+Page\.tsx$/.test(String(file)),
).length;

/** Modules of the back office and its libraries: never grouped with the public site's code. */
const BACK_OFFICE = /[\\/](pages[\\/]admin|src[\\/]admin|node_modules[\\/](@mantine|@tanstack|@trpc|zod))[\\/]/;

export default defineConfig({
  plugins: [vike(), react()],
  define: buildTimeDefines(process.env),
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every public page loads (React, Vike, the site's layout) in one chunk. Left to
              // itself, the bundler splits it in two because the back office shares React but not the
              // layout, and a first visit of / then costs about 1 kB and three requests more.
              name: 'shared',
              test: (id: string) => !BACK_OFFICE.test(id),
              minShareCount: publicPageCount,
            },
          ],
        },
      },
    },
  },
});
