import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { readRuntimeConfig } from '../runtime-config.ts';
import { countdownParts, secondsUntil } from './countdown.ts';

const pad = (n: number) => String(n).padStart(2, '0');

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The campaign box of the home hero. The HTML (pre-rendered, so without any deadline) says what is true
 * everywhere: signing up is open. Only when CAMPAIGN_ENDS_AT is configured (runtime config) does the
 * browser replace it, before its first paint after hydration, by a countdown to that moment, the same
 * for every visitor and every load, and by 'afgelopen' once it has passed. No countdown restarts on a
 * load: docs/decisions/021-only-true-claims.md. The box keeps its height, so the swap shifts nothing.
 */
export function CampaignStatus() {
  const [endsAtMs, setEndsAtMs] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const labelId = useId();
  const T = useTexts().campaign;

  useBrowserLayoutEffect(() => {
    const endsAt = readRuntimeConfig().campaignEndsAt;
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    // Computed from the clock, not by counting ticks: throttled timers cannot make it drift.
    const tick = () => {
      const next = secondsUntil(end, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    setEndsAtMs(end);
    tick();
    return () => clearInterval(timer);
  }, []);

  if (endsAtMs === null) {
    return (
      <div className="campaign-status">
        <p className="campaign-status__phase" data-testid="campaign-phase">
          {T.open}
        </p>
      </div>
    );
  }
  if (left === 0) {
    return (
      <div className="campaign-status">
        <p className="campaign-status__phase" data-testid="countdown-ended">
          {T.ended}
        </p>
      </div>
    );
  }
  const { days, hours, minutes, seconds } = countdownParts(left);
  const units = [
    { key: 'd', value: String(days), label: days === 1 ? T.units.day : T.units.days },
    { key: 'h', value: pad(hours), label: T.units.hours },
    { key: 'm', value: pad(minutes), label: T.units.minutes },
    { key: 's', value: pad(seconds), label: T.units.seconds },
  ];
  return (
    <div className="campaign-status">
      <p id={labelId} className="countdown__label">
        {T.countdownLabel}
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
