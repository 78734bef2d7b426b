/**
 * Where the round stands for the page's place (issue 35): the hero's lines and the line above the form.
 * The build writes them as a fresh install has them (no round: signing up counts for the next one)
 * between the markers of the page part `round`, through the server-only setting `roundPart`
 * (src/rounds/built-part.ts: none of the rounds' code is in the pages' JavaScript); the server writes
 * them again from the rounds, when a round changes and at each phase boundary (server/page-parts/,
 * decision 048). The browser adopts that
 * HTML as it is. `RoundClock` adds the countdown of a registration's last two days, and swaps a line
 * that stops being true at its moment (`data-round-until`) for what the server wrote to say after it.
 */
import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useHydrated } from 'vike-react/useHydrated';
import type { RoundPartArgs } from '../rounds/round-html.ts';
import { useStaticHtmlString } from './static-html.ts';

export function RoundPart({ args, className }: { args: RoundPartArgs; className: string }) {
  // The server-only setting `roundPart` (pages/(site)/+roundPart.ts): undefined in the browser.
  const { roundPart } = usePageContext().config;
  const html = useStaticHtmlString(import.meta.env.SSR && builtPart(roundPart, args));
  return <div className={className} data-testid={`round-${args.slot}`} {...html} />;
}

function builtPart(roundPart: ((args: RoundPartArgs) => string) | undefined, args: RoundPartArgs): string {
  if (!roundPart) throw new Error('a page with a round part needs the setting roundPart (pages/(site)/+roundPart.ts)');
  return roundPart(args);
}

/**
 * The clock's code (RoundClock.tsx) loads only on a page with a line that stops being true at a known
 * moment (a registration open): a page with none needs none of it.
 */
const RoundClock = lazy(() => import('./RoundClock.tsx'));

function DatedLines() {
  // Read once React runs in the browser (the server's HTML is the page's truth until then).
  const dated = useHydrated() && document.querySelector('[data-round-until]') !== null;
  return dated ? (
    <Suspense fallback={null}>
      <RoundClock />
    </Suspense>
  ) : null;
}

/** The hero's box: the part and its clock. */
export function RoundStatus({ args, className = '' }: { args: Omit<RoundPartArgs, 'slot'>; className?: string }) {
  return (
    <div className={`round-status ${className}`.trim()}>
      <RoundPart args={{ slot: 'hero', ...args }} className="round-status__lines" />
      <DatedLines />
    </div>
  );
}
