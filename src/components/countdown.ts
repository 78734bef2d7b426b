/** The hero's countdown to a configured campaign end (CAMPAIGN_ENDS_AT), as pure functions. */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a number of seconds into days, hours, minutes and seconds (never below zero). */
export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Whole seconds from `nowMs` to a fixed end (`endsAtMs`), rounded up; zero once it has passed. */
export function secondsUntil(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}
