/**
 * The back office's notices through Mantine's notification system. At most one shows (spec section
 * 4): a new notice replaces the content of the one on screen, instead of queueing behind it or
 * sliding in while the old one slides out.
 */
import { notifications, notificationsStore } from '@mantine/notifications';

const NOTICE_ID = 'admin-notice';
const AUTO_CLOSE_MS = 5000;
let restart = 0;

function show(notice: { title: string; message: string }, color: 'green' | 'red') {
  const data = {
    id: NOTICE_ID,
    title: notice.title,
    message: notice.message || undefined,
    color,
    // Mantine restarts the closing timer only when the duration changes: alternate by a millisecond
    // so that a replaced notice stays its full 5 seconds.
    autoClose: AUTO_CLOSE_MS + (restart++ % 2),
  };
  const onScreen = notificationsStore.getState().notifications.some((n) => n.id === NOTICE_ID);
  if (onScreen) notifications.update(data);
  else notifications.show(data);
}

export function notifySuccess(notice: { title: string; message: string }): void {
  show(notice, 'green');
}

export function notifyError(notice: { title: string; message: string }): void {
  show(notice, 'red');
}
