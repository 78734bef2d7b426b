/** What the installer's aftercare cards share (issue 44): controls a thumb can hit, and a step that says how it went and refreshes the lists. */
import { useQueryClient } from '@tanstack/react-query';
import type { InstallerAftercareTexts } from '../../../src/aftercare/installer-texts.ts';
import { serverMessage, useTRPC } from './api.tsx';
import { notifyError, notifySuccess } from './notices.ts';

/** At least 44 px high (WCAG 2.5.5 target size; Mantine's default sizes are lower). */
export const TOUCH = { mih: 44 } as const;

/** Runs a step, tells its outcome (the server's message when refused) and reloads the aftercare lists; true when done. */
export function useAftercareStep(T: InstallerAftercareTexts) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await call();
      notifySuccess({ title: done, message: '' });
      void queryClient.invalidateQueries({ queryKey: trpc.installer.aftercare.pathKey() });
      return true;
    } catch (error) {
      notifyError({ title: T.failed, message: serverMessage(error) ?? T.retry });
      return false;
    }
  };
}
