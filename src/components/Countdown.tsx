import { useEffect, useId, useState } from 'react';
import { TIMINGS } from '../site.ts';
import { countdownParts, secondsLeft, toSeconds } from './countdown.ts';

const START = toSeconds(TIMINGS.countdownStart);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'Aanbieding eindigt over …' (spec section 4): client-side, restarts on every page load. The server
 * renders the start value, so hydration changes nothing and the digits (tabular) never shift the layout.
 */
export function Countdown() {
  const [left, setLeft] = useState(START);
  const labelId = useId();

  useEffect(() => {
    const startedAt = Date.now();
    // Computed from the elapsed time, not by counting ticks: throttled timers cannot make it drift.
    const timer = setInterval(() => {
      const next = secondsLeft(START, Date.now() - startedAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

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
