/**
 * Every answer a French household can meet, in French (issue 36, issue 31 row 6): its signup's refusals,
 * its page's answers (a wrong link, too many calls, a lost-link request, invalid input, a proposal
 * answered twice, the download's file name), over tRPC and REST, and a French page read over its limit.
 * Each message is read as a French household reads it: French typography and no Dutch or English word
 * (tests/helpers/french-text.ts). A 429 names the time to try again at. A new answer is one more case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { frenchTextProblems } from '../helpers/french-text.ts';
import { householdPost, signUpWithLink } from '../helpers/household.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let t: TestApp;
let limited: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  limited = await createTestApp({ LEADS_RATE_LIMIT: '1/10m', HOUSEHOLD_RATE_LIMIT: '2/10m', READ_RATE_LIMIT: '1/1m' });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

/** The message is French, typeset, and says nothing in Dutch. */
function expectFrench(message: unknown) {
  expect(typeof message).toBe('string');
  expect(frenchTextProblems(message as string), message as string).toEqual([]);
}

describe('a French signup', () => {
  it('is refused in French past its allowance, with the time to try again at (REST and tRPC)', async () => {
    const first = await limited.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ language: 'fr' }) });
    expect(first.statusCode).toBe(201);
    const rest = await limited.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ language: 'fr' }) });
    expect(rest.statusCode).toBe(429);
    expectFrench(rest.json().message);
    expect(rest.json().message).toMatch(/^Vous avez envoyé plusieurs inscriptions coup sur coup\. Réessayez à \d{1,2}\u00a0h(\u00a0\d\d)?\.$/);
    const trpc = await limited.app.inject({ method: 'POST', url: '/trpc/lead.submit', payload: uniqueHousehold({ language: 'fr' }) });
    expect(trpc.statusCode).toBe(429);
    expectFrench(trpc.json().error.message);
    // The same refusal of a Dutch signup stays Dutch.
    const dutch = await limited.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() });
    expect(dutch.json().message).toMatch(/^U hebt te veel aanmeldingen na elkaar verstuurd\. Probeer het opnieuw om \d\d:\d\d\.$/);
  });

  it('is told in French what is wrong with its fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: { ...uniqueHousehold({ language: 'fr' }), postalCode: '12' } });
    expect(res.statusCode).toBe(400);
    expectFrench(res.json().message);
    for (const message of Object.values(res.json().errors as Record<string, string>)) expectFrench(message);
  });
});

describe("a French household's page", () => {
  it('answers a wrong link, invalid input and a lost-link request in French', async () => {
    const wrong = await householdPost(t.app, 'open', { token: 'x'.repeat(43), language: 'fr' });
    expect(wrong.statusCode).toBe(404);
    expectFrench(wrong.json().message);
    const invalid = await householdPost(t.app, 'erase', { token: 'x'.repeat(43), confirm: false, language: 'fr' });
    expect(invalid.statusCode).toBe(400);
    expectFrench(invalid.json().message);
    for (const message of Object.values(invalid.json().errors as Record<string, string>)) expectFrench(message);
    const link = await householdPost(t.app, 'link', { email: 'nobody@example.be', language: 'fr' });
    expect(link.statusCode).toBe(202);
    expectFrench(link.json().message);
    expect(link.json().message).toContain('au plus 3 liens par jour');
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/householdPage.open', payload: { token: 'y'.repeat(43), language: 'fr' } });
    expect(trpc.statusCode).toBe(404);
    expectFrench(trpc.json().error.message);
  });

  it('answers a lost-link request from a browser that prefers French in French, and in Dutch otherwise', async () => {
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/household-page/link',
      payload: { email: 'nobody@example.be' },
      headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' },
    });
    expectFrench(french.json().message);
    const dutch = await householdPost(t.app, 'link', { email: 'nobody@example.be' });
    expect(dutch.json().message).toMatch(/^Als dit e-mailadres bij ons aangemeld is/);
  });

  it('refuses too many calls in French, with the time to try again at', async () => {
    let last;
    for (let i = 0; i < 3; i += 1) last = await householdPost(limited.app, 'open', { token: 'z'.repeat(43), language: 'fr' });
    expect(last?.statusCode).toBe(429);
    expectFrench(last?.json().message);
    expect(last?.json().message).toMatch(/Réessayez à \d{1,2}\u00a0h(\u00a0\d\d)?\.$/);
  });

  it("names the download in French, and refuses a proposal answered twice in the household's language", async () => {
    const household = await signUpWithLink(t.app, t.db, { language: 'fr' });
    const exported = await householdPost(t.app, 'export', { token: household.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);

    const auth = bearer(await loginToken(t.app));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${household.id}/proposals`,
      headers: auth,
      payload: { ...TERMS, installerId: (await addInstaller(t.db)).id },
    });
    expect(sent.statusCode).toBe(201);
    const proposalId = (sent.json() as { id: number }).id;
    // No `language` in the calls: the lead's own language decides.
    const accept = () => t.app.inject({ method: 'POST', url: '/trpc/proposals.accept', payload: { token: household.token, proposalId, confirm: true } });
    expect((await accept()).statusCode).toBe(200);
    const again = await accept();
    expect(again.statusCode).toBe(409);
    expectFrench(again.json().error.message);
    // Its order: a second withdrawal is refused in French too (issue 33).
    const listed = await t.app.inject({ method: 'POST', url: '/trpc/proposals.list', payload: { token: household.token } });
    const orderId = (listed.json().result.data as Array<{ order: { id: number } | null }>)[0]?.order?.id;
    const withdraw = () => t.app.inject({ method: 'POST', url: '/trpc/proposals.withdraw', payload: { token: household.token, orderId, confirm: true } });
    expect((await withdraw()).statusCode).toBe(200);
    const twice = await withdraw();
    expect(twice.statusCode).toBe(409);
    expectFrench(twice.json().error.message);
  });
});

describe('a French page', () => {
  it('read over the address allowance answers in French', async () => {
    let last;
    for (let i = 0; i < 3; i += 1) last = await limited.app.inject({ method: 'GET', url: '/fr/charleroi' });
    expect(last?.statusCode).toBe(429);
    expectFrench(last?.body.trim());
  });
});
