/**
 * Where the home page's calculator starts: `?fh=28` (a place page's measured hardness links there, issue
 * 34), else its default. Only a whole number within the slider's range counts.
 */
import { HARDNESS } from './savings.ts';

/** The query parameter the calculator starts from. */
export const CALCULATOR_START_PARAM = 'fh';

/** The slider's value for the page's query string `search`, or null for none or one out of range. */
export function calculatorStart(search: string): number | null {
  const raw = new URLSearchParams(search).get(CALCULATOR_START_PARAM);
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= HARDNESS.min && value <= HARDNESS.max ? value : null;
}
