import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef } from 'react';
import { type SliderRange, sliderValueAfterKey } from '../calculator/savings.ts';

export interface SliderProps {
  label: string;
  range: SliderRange;
  value: number;
  onChange: (value: number) => void;
  /** How the value reads, shown next to the label and announced by screen readers ('19 °fH'). */
  format: (value: number) => string;
  /** Bands under the track, from its start to its end, each `span` units wide (a class of hardness and its range). */
  marks?: ReadonlyArray<{ value: number; span: number; label: string; detail: string }>;
}

/**
 * A native range input (keyboard, touch and screen readers work as people expect) whose keys follow the
 * spec exactly: Home/End to the ends, arrows by one step, PageUp/PageDown by ten.
 */
export function Slider({ label, range, value, onChange, format, marks }: SliderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A slider moved before the page's scripts ran (a slow phone) keeps its place: React takes the page over
  // without reporting the move, and its next render would put the slider back. The value attribute is
  // still the server's then, so a value that differs from it is the visitor's.
  const adoptEarlyMove = useEffectEvent((control: HTMLInputElement) => {
    if (control.value !== control.defaultValue) onChange(Number(control.value));
  });
  useEffect(() => {
    if (input.current) adoptEarlyMove(input.current);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderValueAfterKey(event.key, value, range);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
  return (
    <div className="slider">
      <div className="slider__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="slider__value">
          {format(value)}
        </output>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={onKeyDown}
      />
      {marks ? (
        <ul className="slider__marks slider__marks--bands">
          {marks.map((mark) => (
            <li key={mark.value} style={{ width: `${(mark.span / (range.max - range.min)) * 100}%` }}>
              {mark.label} <span>{mark.detail}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="slider__marks">
          <li style={{ left: '0%' }}>{range.min}</li>
          <li style={{ left: '100%' }}>{range.max}</li>
        </ul>
      )}
    </div>
  );
}
