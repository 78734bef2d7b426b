/**
 * One confirmation step on the household's page (order, decline, withdraw): a heading that takes the
 * focus when the step opens, what will happen, the button that does it (its words are what counts:
 * CJEU C-249/21 for the order) and a way back.
 */
import type { ReactNode, RefObject } from 'react';

type Props = {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** h3 in the proposal, h4 in the order under it. */
  level?: 3 | 4;
  className?: string;
  children: ReactNode;
  confirm: string;
  back: string;
  busy: boolean;
  busyLabel: string;
  danger?: boolean;
  onConfirm(): void;
  onBack(): void;
};

export function ConfirmStep({ heading, headingRef, level = 3, className, children, confirm, back, busy, busyLabel, danger, onConfirm, onBack }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={className ? `household__confirm ${className}` : 'household__confirm'}>
      <Heading ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      {children}
      <div className="household__actions">
        <button type="button" className={danger ? 'button button--danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirm}
        </button>
        <button type="button" className="button button--outline" onClick={onBack} disabled={busy}>
          {back}
        </button>
      </div>
    </div>
  );
}
