/**
 * The live region where the current notice appears (polite for default, assertive for destructive; both
 * regions exist from the first render so screen readers announce what appears in them). F8 moves focus
 * to the notices; a notice closes with its button, after 5 s, or with a swipe to the right.
 */
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTexts } from '../../i18n/texts.ts';
import {
  currentNotice,
  dismissNotice,
  holdNotice,
  isDismissSwipe,
  type Notice,
  releaseNotice,
  subscribeNotices,
} from './notices.ts';

const NOTICE_HOTKEY = 'F8';

export function NoticeRegion() {
  const { notices: t } = useTexts();
  const notice = useSyncExternalStore(subscribeNotices, currentNotice, () => null);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTICE_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} className="notice-region" aria-label={t.region(NOTICE_HOTKEY)} tabIndex={-1}>
      <div role="status" aria-live="polite">
        {notice && notice.variant === 'default' ? <NoticeCard key={notice.id} notice={notice} /> : null}
      </div>
      <div role="alert" aria-live="assertive">
        {notice && notice.variant === 'destructive' ? <NoticeCard key={notice.id} notice={notice} /> : null}
      </div>
    </section>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const { notices: t } = useTexts();
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (isDismissSwipe(dx)) dismissNotice(notice.id);
    else setDx(0);
  };

  return (
    <div
      className="notice"
      data-variant={notice.variant}
      data-swiping={dx > 0 || undefined}
      style={dx > 0 ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : undefined}
      onPointerEnter={() => holdNotice(notice.id)}
      onPointerLeave={() => releaseNotice(notice.id)}
      onFocus={() => holdNotice(notice.id)}
      onBlur={() => releaseNotice(notice.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="notice__body">
        <p className="notice__title">{notice.title}</p>
        {notice.description ? <p className="notice__description">{notice.description}</p> : null}
      </div>
      <button type="button" className="notice__close" onClick={() => dismissNotice(notice.id)} aria-label={t.close}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
