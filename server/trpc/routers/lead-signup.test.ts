import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadClient, describeSubmitFailure } from '../../../src/components/signup/lead-client.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { countLeads, uniqueHousehold } from '../../../tests/helpers/leads.ts';
import { internalErrorMessage } from '../../errors/messages.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_MESSAGES = NL_TEXTS.validation.messages;

/** The browser's own client (httpLink to /trpc) against the real app on a port. */
describe('lead.submit through the tRPC client of the form', () => {
  let t: TestApp;
  let client: ReturnType<typeof createLeadClient>;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ LEADS_RATE_LIMIT: '6/1m' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/trpc`;
    client = createLeadClient({ url });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a valid signup and answers with its id and creation time', async () => {
    const payload = uniqueHousehold({ privacyPolicy: true });
    const receipt = await client.submit(payload);
    expect(receipt).toEqual({ id: expect.any(Number), createdAt: expect.any(String), round: null });
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(1);
  });

  it('gives the Dutch field messages of invalid input', async () => {
    const error = await client.submit(uniqueHousehold({ postalCode: '12345', phone: 'bel me' })).catch((e: unknown) => e);
    expect(describeSubmitFailure(error)).toEqual({
      message: 'Ongeldige gegevens',
      fieldErrors: { postalCode: LEAD_MESSAGES.postalCode, phone: LEAD_MESSAGES.phone },
    });
  });

  it('answers a double submit with the same lead', async () => {
    const payload = uniqueHousehold();
    const [a, b] = await Promise.all([client.submit(payload), client.submit(payload)]);
    expect(a).toEqual(b);
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(1);
  });

  it('never shows SQL or a stack to the visitor when the database fails', async () => {
    const em = t.db.orm.em.fork();
    await em.execute(`alter table leads rename to leads_away`);
    try {
      const error = await client.submit(uniqueHousehold()).catch((e: unknown) => e);
      expect(describeSubmitFailure(error)).toEqual({ message: internalErrorMessage(), fieldErrors: {} });
    } finally {
      await em.execute(`alter table leads_away rename to leads`);
    }
  });

  it('shows the Dutch rate-limit message once the address is over its limit', async () => {
    let error: unknown;
    for (let i = 0; i < 8 && !error; i++) {
      error = await client.submit(uniqueHousehold()).then(
        () => undefined,
        (e: unknown) => e,
      );
    }
    expect(describeSubmitFailure(error).message).toMatch(/^U hebt te veel aanmeldingen na elkaar verstuurd/);
  });

  it('has no server message to show when the server cannot be reached', async () => {
    const offline = createLeadClient({ url: 'http://127.0.0.1:9/trpc' });
    const error = await offline.submit(uniqueHousehold()).catch((e: unknown) => e);
    expect(describeSubmitFailure(error)).toEqual({ message: undefined, fieldErrors: {} });
  });
});
