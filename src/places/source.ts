/** One source of a place page's fact, as src/places/sources.ts and src/places/town-sources.ts list them. */
export interface Source {
  /** Who published it, as the page shows it ('HLN', 'De Watergroep'). */
  publisher: string;
  url: string;
  /** The source's own date (YYYY, YYYY-MM or YYYY-MM-DD), or null when the page carries none. */
  published: string | null;
  /** The day we read it (YYYY-MM-DD). */
  read: string;
}

export const source = (publisher: string, url: string, published: string | null, read: string): Source => ({ publisher, url, published, read });
