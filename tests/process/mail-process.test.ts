import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { spawnServer } from '../helpers/process.ts';
import { startSmtpServer } from '../helpers/smtp.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-process-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process and its mail worker', () => {
  it('sends the mails of a signup over SMTP by itself, then stops cleanly on SIGTERM', async () => {
    const smtp = await startSmtpServer();
    const created = postgresUnderTest ? await createPostgresDatabase(postgresUnderTest) : undefined;
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_EMAIL: 'verkoop@example.be',
    };
    if (created) env.DATABASE_URL = created.url;
    const server = await spawnServer('server/main.ts', env);
    try {
      const household = uniqueHousehold();
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(household),
      });
      expect(response.status).toBe(201);
      // The signup wakes the worker; no test code drives it here.
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 60_000 });
      expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual([household.email, 'verkoop@example.be'].sort());
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      await smtp.close();
      await created?.drop();
    }
  });
});
