/**
 * A section whose one action asks first (erase everything, end every link): the first button only asks;
 * the second acts. The focus moves to the question, and back to the first button when the household
 * says no.
 */
import { useEffect, useRef, useState } from 'react';
import { FR_TEXTS } from '../../i18n/fr.ts';
import { NL_TEXTS } from '../../i18n/nl.ts';
import { usePageLocale } from './use-household-texts.ts';

interface ConfirmedActionTexts {
  heading: string;
  text: string;
  button: string;
  confirmHeading: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  busy: string;
}

interface Props {
  id: string;
  texts: ConfirmedActionTexts;
  /** The call's state (useHouseholdCall). */
  busy: boolean;
  failure: string;
  onConfirm(): void;
  /** Red buttons: the action cannot be undone. */
  danger?: boolean;
}

export function ConfirmedAction({ id, texts, busy, failure, onConfirm, danger = false }: Props) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) start.current?.focus();
  }, [asking]);

  return (
    <section className={`household__section household__section--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.heading}</h2>
      <p>{texts.text}</p>
      {asking ? (
        <div className="household__confirm">
          <h3 ref={question} tabIndex={-1}>
            {texts.confirmHeading}
          </h3>
          <p>{texts.confirmText}</p>
          <p className="household__error" role="alert">
            {failure}
          </p>
          <div className="household__actions">
            <button type="button" className={danger ? 'button button--danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {busy ? texts.busy : texts.confirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => setAsking(false)} disabled={busy}>
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={start}
          type="button"
          className={danger ? 'button button--outline button--danger-outline' : 'button button--outline'}
          onClick={() => {
            asked.current = true;
            setAsking(true);
          }}
        >
          {texts.button}
        </button>
      )}
    </section>
  );
}

/** What the page shows once the action is done: a heading that takes the focus, what happened, the way home (in the page's language). */
export function DoneNotice({ heading, text, home }: { heading: string; text: string; home: string }) {
  const href = (usePageLocale() === 'fr' ? FR_TEXTS : NL_TEXTS).routes.home;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="household__intro">
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      <p role="status">{text}</p>
      <a className="button" href={href}>
        {home}
      </a>
    </section>
  );
}
