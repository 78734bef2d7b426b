/**
 * Notices (toasts) of the public site: at most one at a time (spec section 4). A tiny store outside
 * React so any code can call `notify()`; `<NoticeRegion>` in the layout shows the current notice.
 */
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
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a notice, replacing the one on screen (the limit is one). */
export function notify(notice: { title: string; description?: string; variant?: NoticeVariant }): Notice {
  current = { id: nextId++, variant: notice.variant ?? 'default', title: notice.title, description: notice.description };
  emit();
  return current;
}

export function dismissNotice(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotice(): Notice | null {
  return current;
}
