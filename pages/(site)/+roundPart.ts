/**
 * Server-only (see +config.ts): the round part of a page as the build writes it (src/rounds/round-html.ts),
 * so that the rounds' texts, tables and date code stay out of the pages' JavaScript.
 */
export { builtRoundPart as default } from '../../src/rounds/built-part.ts';
