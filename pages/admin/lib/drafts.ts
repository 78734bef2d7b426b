/**
 * What staff were typing, kept as they type: a note on a lead in the tab's sessionStorage, a proposal
 * being written in localStorage (keyed by lead: it survives an ended session, a reload, a closed tab).
 * An ended session, a reload or a lost connection does not lose them. A saved note or a sent proposal
 * removes its draft; signing out on purpose removes them all, so that the next person at a shared
 * computer does not find them.
 */
const PREFIX = 'adminDraft:note:';
const PROPOSAL_PREFIX = 'adminDraft:proposal:';

function storage(kind: 'session' | 'local' = 'session'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be unavailable (privacy settings): then drafts live only on screen.
    return null;
  }
}

/** The proposal staff were writing to lead `leadId`, or null. */
export function readProposalDraft<T>(leadId: number): T | null {
  try {
    const saved = storage('local')?.getItem(`${PROPOSAL_PREFIX}${leadId}`);
    return saved ? (JSON.parse(saved) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps the proposal being written to lead `leadId`; null removes it (sent). */
export function saveProposalDraft(leadId: number, values: object | null): void {
  const store = storage('local');
  try {
    if (values === null) store?.removeItem(`${PROPOSAL_PREFIX}${leadId}`);
    else store?.setItem(`${PROPOSAL_PREFIX}${leadId}`, JSON.stringify(values));
  } catch {
    // Storage full: the form is still on screen.
  }
}

export function readNoteDraft(leadId: number): string {
  return storage()?.getItem(`${PREFIX}${leadId}`) ?? '';
}

export function saveNoteDraft(leadId: number, body: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (body.trim() === '') store.removeItem(`${PREFIX}${leadId}`);
    else store.setItem(`${PREFIX}${leadId}`, body);
  } catch {
    // Storage full: the text is still on screen.
  }
}

export function clearAllDrafts(): void {
  for (const store of [storage('session'), storage('local')]) {
    for (const key of Object.keys(store ?? {})) {
      if (key.startsWith(PREFIX) || key.startsWith(PROPOSAL_PREFIX)) store?.removeItem(key);
    }
  }
}
