/**
 * The countdown of a registration's last two days, and the swap of a line that stops being true at its
 * moment (`data-round-until`) for what the server wrote to say after it (`data-round-after`). Loaded by
 * RoundStatus.tsx only on a page that has such a line.
 */
import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { countdownParts } from './countdown.ts';

/** The countdown shows in a registration's last two days only. */
const COUNTDOWN_WINDOW_MS = 48 * 3_600_000;
/** Browsers run a timer of more than about 24.8 days at once: longer waits are left to the next load. */
const LONGEST_TIMER_MS = 2_000_000_000;

export default function RoundClock() {
  const T = useTexts().round;
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const now = Date.now();
    for (const line of document.querySelectorAll<HTMLElement>('[data-round-until]')) {
      const until = Date.parse(line.dataset.roundUntil ?? '');
      const after = line.dataset.roundAfter;
      if (!Number.isFinite(until) || after === undefined) continue;
      const swap = () => {
        line.textContent = after;
        delete line.dataset.roundUntil;
      };
      if (until <= now) swap();
      else if (until - now < LONGEST_TIMER_MS) timers.push(setTimeout(swap, until - now));
    }
    const closes = Date.parse(document.querySelector<HTMLElement>('.round-status [data-round-until]')?.dataset.roundUntil ?? '');
    // Computed from the clock, not by counting ticks: throttled timers cannot make it drift.
    const tick = () => {
      const ms = closes - Date.now();
      setLeft(ms > 0 && ms <= COUNTDOWN_WINDOW_MS ? ms : null);
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    if (Number.isFinite(closes)) {
      tick();
      interval = setInterval(tick, 1000);
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
      clearInterval(interval);
    };
  }, []);
  if (left === null) return null;
  const { days, hours, minutes } = countdownParts(Math.ceil(left / 60_000) * 60);
  return (
    <p className="round-status__countdown" role="timer" data-testid="round-countdown">
      {T.closesIn({ days, hours, minutes })}
    </p>
  );
}

