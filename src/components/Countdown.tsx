import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { readRuntimeConfig } from '../runtime-config.ts';
import { TIMINGS } from '../site.ts';
import { countdownParts, secondsLeft, secondsUntil, toSeconds } from './countdown.ts';

const START = toSeconds(TIMINGS.countdownStart);

const pad = (n: number) => String(n).padStart(2, '0');

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * 'Aanbieding eindigt over …' (spec section 4). With CAMPAIGN_ENDS_AT configured (runtime config), it
 * counts down to that moment, the same for every visitor and every load, and says the campaign has ended
 * once it has; without it, the spec's countdown restarts on every load. The server renders the start
 * value, so hydration changes nothing; a configured end replaces it before the first paint after
 * hydration. The digits are tabular, so the layout never shifts. Why: docs/decisions/014-truthful-countdown.md.
 */
export function Countdown() {
  const [left, setLeft] = useState(START);
  const [ended, setEnded] = useState(false);
  const labelId = useId();

  useBrowserLayoutEffect(() => {
    const endsAt = readRuntimeConfig().campaignEndsAt;
    const endsAtMs = endsAt ? Date.parse(endsAt) : null;
    const startedAt = Date.now();
    // Computed from the clock, not by counting ticks: throttled timers cannot make it drift.
    const tick = () => {
      const next = endsAtMs === null ? secondsLeft(START, Date.now() - startedAt) : secondsUntil(endsAtMs, Date.now());
      setLeft(next);
      if (next === 0) {
        if (endsAtMs !== null) setEnded(true);
        clearInterval(timer);
      }
    };
    const timer = setInterval(tick, 1000);
    if (endsAtMs !== null) tick();
    return () => clearInterval(timer);
  }, []);

  if (ended) {
    return (
      <div className="countdown">
        <p className="countdown__label" data-testid="countdown-ended">
          Deze actie is afgelopen. Schrijf u in voor de volgende ronde.
        </p>
      </div>
    );
  }

  const { days, hours, minutes, seconds } = countdownParts(left);
  const units = [
    { key: 'd', value: String(days), label: days === 1 ? 'dag' : 'dagen' },
    { key: 'h', value: pad(hours), label: 'uur' },
    { key: 'm', value: pad(minutes), label: 'min' },
    { key: 's', value: pad(seconds), label: 'sec' },
  ];
  return (
    <div className="countdown">
      <p id={labelId} className="countdown__label">
        Aanbieding eindigt over
      </p>
      <div className="countdown__units" role="timer" aria-labelledby={labelId} data-testid="countdown">
        {units.map((unit, index) => (
          <span key={unit.key} className="countdown__unit">
            <span className="countdown__value">{unit.value}</span> <span className="countdown__name">{unit.label}</span>
            {/* Read as '2 dagen 15 uur …', not '2 dagen15 uur'. */}
            {index < units.length - 1 ? ' ' : null}
          </span>
        ))}
      </div>
    </div>
  );
}
