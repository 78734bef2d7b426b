/**
 * Notices (toasts) of the public site (spec sections 4 and 9): at most one at a time, gone after 5 s.
 * A tiny store outside React so any code can call `notify()`; `<NoticeRegion>` in the layout shows the
 * current notice. While the visitor points at or focuses a notice it stays (`holdNotice`); when they
 * leave it gets the full time again (`releaseNotice`), so nobody loses a message they are reading.
 */
import { TIMINGS } from '../../site.ts';

export type NoticeVariant = 'default' | 'destructive';

export interface Notice {
  id: number;
  title: string;
  description?: string;
  variant: NoticeVariant;
}

type Listener = () => void;

let current: Notice | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(id: number) {
  clearTimeout(timer);
  timer = setTimeout(() => dismissNotice(id), TIMINGS.noticeDismissMs);
}

/** Shows a notice, replacing the one on screen (the limit is one). */
export function notify(notice: { title: string; description?: string; variant?: NoticeVariant }): Notice {
  current = { id: nextId++, variant: notice.variant ?? 'default', title: notice.title, description: notice.description };
  startTimer(current.id);
  emit();
  return current;
}

/** Removes the notice `id` (or whatever is shown, without an id). */
export function dismissNotice(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(timer);
    current = null;
    emit();
  }
}

/** Keeps notice `id` on screen until `releaseNotice`. */
export function holdNotice(id: number): void {
  if (current?.id === id) clearTimeout(timer);
}

/** Restarts the full display time of notice `id`. */
export function releaseNotice(id: number): void {
  if (current?.id === id) startTimer(id);
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotice(): Notice | null {
  return current;
}

/** A horizontal drag of `dx` px dismisses a notice when it goes far enough to the right. */
export function isDismissSwipe(dx: number): boolean {
  return dx >= TIMINGS.noticeSwipeDismissPx;
}
