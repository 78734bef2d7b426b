/** The back office's notices through Mantine's notification system (one at a time, 5 s). */
import { notifications } from '@mantine/notifications';

export function notifySuccess(notice: { title: string; message: string }): void {
  notifications.show({ title: notice.title, message: notice.message || undefined, color: 'green' });
}

export function notifyError(notice: { title: string; message: string }): void {
  notifications.show({ title: notice.title, message: notice.message || undefined, color: 'red' });
}
