/**
 * Reading sellers' terms (issue 42 item 1, decision 057), apart from their changes (seller-terms.ts) so
 * that the page part `promises` can read them without the pages' entry point: what a proposal states of
 * its seller, what aftercare needs of an order's seller (issue 44), and who may sell where and what each
 * promises (the page part).
 */
import { Installer, SellerTerms } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { PromiseSeller } from '../../../src/seller-terms/promises.ts';
import type { SellerTerms as Terms } from '../../../src/seller-terms/schema.ts';

/** The terms alone, as the zod schema gives them. */
export function termsOf(row: SellerTerms): Terms {
  return {
    source: row.source,
    manufacturer: row.manufacturer ?? null,
    guarantee: row.guarantee ?? null,
    service: row.service ?? null,
    servicingIntervalMonths: row.servicingIntervalMonths ?? null,
    salt: row.salt ?? null,
    pfasFilter: row.pfasFilter ?? null,
    payment: row.payment ?? null,
  };
}

/** The recorded terms of each of `installerIds` that has some. */
async function termsOfInstallers(em: Em, installerIds: readonly number[]): Promise<Map<number, Terms>> {
  if (installerIds.length === 0) return new Map();
  const rows = await em.find(SellerTerms, { installer: { $in: [...installerIds] } });
  return new Map(rows.map((row) => [row.installer.id, termsOf(row)]));
}

/** The terms of one installer, or null. */
export async function termsOfInstaller(em: Em, installerId: number): Promise<Terms | null> {
  return (await termsOfInstallers(em, [installerId])).get(installerId) ?? null;
}

/** Every active installer with its area and terms: who may sell where, and what it promises (the page part `promises`). */
export async function promiseSellers(em: Em): Promise<PromiseSeller[]> {
  const installers = await em.find(Installer, { active: true }, { orderBy: { id: 'asc' } });
  const terms = await termsOfInstallers(
    em,
    installers.map((installer) => installer.id),
  );
  return installers.map((installer) => ({
    name: installer.name,
    postalCodes: installer.postalCodes,
    provinces: installer.provinces,
    terms: terms.get(installer.id) ?? null,
  }));
}
