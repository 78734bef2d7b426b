import { useSyncExternalStore } from 'react';
import { currentNotice, dismissNotice, subscribeNotices } from './notices.ts';

/** The live region where the current notice appears (polite for default, assertive for destructive). */
export function NoticeRegion() {
  const notice = useSyncExternalStore(subscribeNotices, currentNotice, () => null);
  return (
    <section aria-label="Meldingen" tabIndex={-1}>
      <div role="status" aria-live="polite">
        {notice && notice.variant === 'default' ? <NoticeCard notice={notice} /> : null}
      </div>
      <div role="alert" aria-live="assertive">
        {notice && notice.variant === 'destructive' ? <NoticeCard notice={notice} /> : null}
      </div>
    </section>
  );
}

function NoticeCard({ notice }: { notice: NonNullable<ReturnType<typeof currentNotice>> }) {
  return (
    <div data-variant={notice.variant}>
      <strong>{notice.title}</strong>
      {notice.description ? <p>{notice.description}</p> : null}
      <button type="button" onClick={() => dismissNotice(notice.id)} aria-label="Melding sluiten">
        ×
      </button>
    </div>
  );
}
