/**
 * Holds back changes to the form's layout while a pointer is pressed.
 *
 * Pressing the submit button blurs the field being edited, and the blur may show that field's error
 * message. Shown at once, the message moves the button down under the pointer between press and
 * release, and the browser drops the click. So while a pointer is down, such updates wait; they run
 * after the release, once the click it completes has been dispatched.
 */
import { useEffect, useRef } from 'react';

export interface AfterRelease {
  /** Call on `pointerdown` inside the form. */
  press(): void;
  /** Runs `update` now, or after the release when a pointer is pressed. */
  run(update: () => void): void;
}

export function useAfterRelease(): AfterRelease {
  const pressed = useRef(false);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // After the click that this release completes, which the browser dispatches in the same task.
      setTimeout(() => waiting.current.splice(0).forEach((update) => update()), 0);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);

  return {
    press: () => {
      pressed.current = true;
    },
    run: (update) => {
      if (pressed.current) waiting.current.push(update);
      else update();
    },
  };
}
