/** Looking for a text in the files a server wrote under its data folder (its database and its mails). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `dir` whose bytes hold `text`, relative to `dir`. A file that goes between the listing
 * and its reading (a mail renamed from `.partial`, a database file rewritten) is left out: the server was
 * moving it, and the next look finds it where it went.
 */
export function filesHolding(dir: string, text: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      try {
        return readFileSync(file).includes(text);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    })
    .map((file) => path.relative(dir, file));
}
