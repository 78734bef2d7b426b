/**
 * Downloads an export of the leads (CSV or Excel workbook), or an installer's .ics of a visit. The export endpoint needs the bearer header, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a blob with the server's file name.
 */
import type { LeadFilter } from '../../../src/admin/schema.ts';
import { endSession } from './api.tsx';
import { readToken } from './token.ts';

class ExportError extends Error {
  override name = 'ExportError';
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export type ExportFormat = 'csv' | 'xlsx';

export function downloadLeads(filter: LeadFilter, format: ExportFormat): Promise<void> {
  const params = new URLSearchParams({ search: filter.search, status: filter.status, confirmed: filter.confirmed, sort: filter.sort });
  return downloadFile(`/api/admin/leads/export.${format}?${params}`, 'leads-export');
}

/** Fetches `path` with the bearer header and saves it under the server's file name (an installer's .ics too). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (response.status === 401) {
    void endSession();
    return;
  }
  if (!response.ok) throw new ExportError(`${response.status}: ${await response.text()}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
