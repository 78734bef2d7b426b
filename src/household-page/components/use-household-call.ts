/**
 * A household action as its section runs it: busy while the call is out, the failure in the page's
 * language when it fails (the server's message, which the call asked in that language, or that it could
 * not be reached), and the page told when the link stopped working meanwhile (erased elsewhere).
 */
import { useState } from 'react';
import { type CallFailure, describeFailure } from './household-client.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function useHouseholdCall(onLinkGone: () => void) {
  const { page: PAGE_TEXTS } = useHouseholdTexts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  /** Runs `call`; on failure shows it (after `onFailure` saw it) and resolves to false. */
  async function run(call: () => Promise<void>, onFailure?: (failed: CallFailure) => void): Promise<boolean> {
    setBusy(true);
    setFailure('');
    try {
      await call();
      return true;
    } catch (error) {
      const failed = describeFailure(error);
      if (failed.kind === 'not-found') {
        onLinkGone();
        return false;
      }
      onFailure?.(failed);
      setFailure(failed.kind === 'unreachable' ? PAGE_TEXTS.unreachable : (failed.message ?? PAGE_TEXTS.failed));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run };
}
