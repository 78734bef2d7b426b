/** Downloads the CSV of every lead matching `filter` (not only the visible page). */
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import type { LeadFilter } from '../../../src/admin/schema.ts';
import { downloadLeadsCsv } from '../lib/download.ts';
import { notifyError } from '../lib/notices.ts';

export function ExportButton({ filter, disabled, label }: { filter: LeadFilter; disabled: boolean; label: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadLeadsCsv(filter);
    } catch (error) {
      console.error(error);
      notifyError(ADMIN_NOTICES.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={run} disabled={disabled || busy} aria-busy={busy}>
      {label}
    </Button>
  );
}
