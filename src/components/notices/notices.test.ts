import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../site.ts';
import {
  currentNotice,
  dismissNotice,
  holdNotice,
  isDismissSwipe,
  notify,
  releaseNotice,
  subscribeNotices,
} from './notices.ts';

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismissNotice();
    vi.useRealTimers();
  });

  it('shows one notice at a time: a new one replaces the old', () => {
    notify({ title: 'Eerste' });
    const second = notify({ title: 'Er is een fout opgetreden', description: 'Probeer het later opnieuw', variant: 'destructive' });
    expect(currentNotice()).toEqual(second);
    expect(second.variant).toBe('destructive');
  });

  it('defaults to the default variant', () => {
    expect(notify({ title: 'Status bijgewerkt' }).variant).toBe('default');
  });

  it('disappears after 5 seconds, not before', () => {
    notify({ title: 'Even' });
    vi.advanceTimersByTime(TIMINGS.noticeDismissMs - 1);
    expect(currentNotice()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(currentNotice()).toBeNull();
  });

  it('gives a replacing notice its own full 5 seconds', () => {
    notify({ title: 'Eerste' });
    vi.advanceTimersByTime(4000);
    const second = notify({ title: 'Tweede' });
    vi.advanceTimersByTime(4000);
    expect(currentNotice()).toEqual(second);
    vi.advanceTimersByTime(1000);
    expect(currentNotice()).toBeNull();
  });

  it('stays while held and gets the full time again when released', () => {
    const notice = notify({ title: 'Lezen' });
    holdNotice(notice.id);
    vi.advanceTimersByTime(60_000);
    expect(currentNotice()).toEqual(notice);
    releaseNotice(notice.id);
    vi.advanceTimersByTime(TIMINGS.noticeDismissMs - 1);
    expect(currentNotice()).toEqual(notice);
    vi.advanceTimersByTime(1);
    expect(currentNotice()).toBeNull();
  });

  it('ignores dismissing a notice that was already replaced', () => {
    const first = notify({ title: 'Eerste' });
    const second = notify({ title: 'Tweede' });
    dismissNotice(first.id);
    expect(currentNotice()).toEqual(second);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeNotices(listener);
    notify({ title: 'Een' });
    vi.advanceTimersByTime(TIMINGS.noticeDismissMs);
    unsubscribe();
    notify({ title: 'Twee' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismisses on a swipe of 50 px or more to the right', () => {
    expect(isDismissSwipe(49)).toBe(false);
    expect(isDismissSwipe(50)).toBe(true);
    expect(isDismissSwipe(-80)).toBe(false);
  });
});
