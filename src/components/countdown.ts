/** The hero's offer countdown (spec section 4), as pure functions of a number of seconds. */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function toSeconds(parts: CountdownParts): number {
  return ((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 + parts.seconds;
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

/** Seconds left `elapsedMs` after a countdown of `startSeconds` began; it stops at zero. */
export function secondsLeft(startSeconds: number, elapsedMs: number): number {
  return Math.max(0, startSeconds - Math.floor(elapsedMs / 1000));
}

/** Whole seconds from `nowMs` to a fixed end (`endsAtMs`), rounded up; zero once it has passed. */
export function secondsUntil(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}
