/**
 * What staff were typing (a note on a lead), kept in the tab's sessionStorage as they type: an ended
 * session, a reload or a lost connection does not lose it. A saved note removes its draft; signing out
 * on purpose removes them all, so that the next person at a shared computer does not find them.
 */
const PREFIX = 'adminDraft:note:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be unavailable (privacy settings): then drafts live only on screen.
    return null;
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
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX)) store.removeItem(key);
  }
}
