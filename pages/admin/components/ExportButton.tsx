/** Downloads every lead matching `filter` (not only the visible page), as CSV or as an Excel workbook. */
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_NOTICES, ADMIN_TEXT } from '../../../src/admin/messages.ts';
import type { LeadFilter } from '../../../src/admin/schema.ts';
import { downloadLeads, type ExportFormat } from '../lib/download.ts';
import { notifyError } from '../lib/notices.ts';

function ExportButton({
  filter,
  disabled,
  label,
  format = 'csv',
}: {
  filter: LeadFilter;
  disabled: boolean;
  label: string;
  format?: ExportFormat;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadLeads(filter, format);
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

/** The two exports side by side: CSV (the spec's) and the Excel workbook. */
export function ExportButtons({ filter, disabled, csvLabel }: { filter: LeadFilter; disabled: boolean; csvLabel: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <ExportButton filter={filter} disabled={disabled} label={csvLabel} />
      <ExportButton filter={filter} disabled={disabled} label={ADMIN_TEXT.exportXlsx} format="xlsx" />
    </Group>
  );
}
