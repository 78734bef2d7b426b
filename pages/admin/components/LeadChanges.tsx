/**
 * 'Intussen gewijzigd': while a lead is open, each newer copy of it (the refresh every few seconds, or
 * the fetch after a refused status change) is compared with the previous one, and what colleagues (or
 * the household itself, on its own page) changed is said above the detail until it is dismissed
 * (src/admin/lead-changes.ts).
 */
import { Alert, List } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type ChangeByOther, changesByOthers, changeText } from '../../../src/admin/lead-changes.ts';
import type { LeadDetail } from '../lib/api.tsx';
import { ownEntries } from '../lib/own-changes.ts';

/** Colleagues' changes since the lead was opened (or since the list was dismissed). */
export function useChangesByOthers(lead: LeadDetail | undefined) {
  const previous = useRef<LeadDetail | undefined>(undefined);
  const [changes, setChanges] = useState<ChangeByOther[]>([]);
  useEffect(() => {
    const before = previous.current;
    previous.current = lead;
    if (!lead) return;
    if (!before || before.id !== lead.id) {
      setChanges([]);
      return;
    }
    const found = changesByOthers(before, lead, ownEntries);
    if (found.length > 0) setChanges((shown) => [...shown, ...found.filter((c) => !shown.some((s) => s.key === c.key))]);
  }, [lead]);
  return { changes, dismiss: () => setChanges([]) };
}

export function ChangesByOthers({ changes, onDismiss }: { changes: ChangeByOther[]; onDismiss: () => void }) {
  if (changes.length === 0) return null;
  return (
    <Alert
      color="orange"
     
      title={changes.every((change) => change.kind !== 'household') ? 'Intussen gewijzigd door een collega' : 'Intussen gewijzigd'}
      role="status"
      withCloseButton
      closeButtonLabel="Melding sluiten"
      onClose={onDismiss}
    >
      <List size="sm">
        {changes.map((change) => (
          <List.Item key={change.key}>{changeText(change)}</List.Item>
        ))}
      </List>
      De gegevens hieronder zijn de huidige.
    </Alert>
  );
}
