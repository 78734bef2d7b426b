/**
 * Installer companies (issue 33, decision 043): staff add, change and list them; a proposal's default
 * seller is the one active installer serving the lead's postal code. Never deleted (proposals and
 * orders point at them): staff deactivate one instead.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Installer } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { servesPostalCode } from '../../../src/installers/area.ts';
import type { InstallerInput, InstallerUpdate } from '../../../src/installers/schema.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { DomainError } from '../domain-error.ts';

export interface InstallerView {
  id: number;
  name: string;
  companyNumber: string;
  address: string;
  phone: string;
  email: string;
  postalCodes: string[];
  provinces: string[];
  active: boolean;
  depositPercent: number;
  paymentDays: number;
  returnCostEuro: number;
  createdAt: string;
  updatedAt: string;
}

function installerView(installer: Installer): InstallerView {
  return {
    id: installer.id,
    name: installer.name,
    companyNumber: installer.companyNumber,
    address: installer.address,
    phone: installer.phone,
    email: installer.email,
    postalCodes: installer.postalCodes,
    provinces: installer.provinces,
    active: installer.active,
    depositPercent: installer.depositPercent,
    paymentDays: installer.paymentDays,
    returnCostEuro: installer.returnCostEuro,
    createdAt: installer.createdAt.toISOString(),
    updatedAt: installer.updatedAt.toISOString(),
  };
}

/** Every installer, active ones first, then by name. */
export async function listInstallers(em: Em): Promise<InstallerView[]> {
  const installers = await em.find(Installer, {}, { orderBy: { active: 'desc', name: 'asc', id: 'asc' } });
  return installers.map(installerView);
}

async function saved<T>(companyNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('installerExists', { companyNumber });
    throw error;
  }
}

export async function createInstaller(em: Em, input: InstallerInput): Promise<InstallerView> {
  return saved(input.companyNumber, () =>
    em.transactional(async (tx) => {
      const installer = tx.create(Installer, { ...input });
      await tx.flush();
      // Who may sell where changed: the pages' promises are written again (issue 42, decision 057).
      await pagesChanged(tx, 'promises');
      return installerView(installer);
    }),
  );
}

export async function updateInstaller(em: Em, input: InstallerUpdate): Promise<InstallerView> {
  const { id, ...changes } = input;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return saved(changes.companyNumber ?? '', () =>
    em.transactional(async (tx) => {
      const installer = await tx.findOne(Installer, { id });
      if (!installer) throw new DomainError('installerNotFound', { id });
      tx.assign(installer, defined);
      if (installer.postalCodes.length + installer.provinces.length === 0) {
        throw new DomainError('installerAreaEmpty');
      }
      await tx.flush();
      // Switched on or off, another area or name: the pages' promises are written again (issue 42, decision 057).
      await pagesChanged(tx, 'promises');
      return installerView(installer);
    }),
  );
}

/** The active installers (few: every one is read, the area is checked in code). */
export function activeInstallers(em: Em): Promise<Installer[]> {
  return em.find(Installer, { active: true }, { orderBy: { id: 'asc' } });
}

/**
 * The seller of a proposal to a lead in `postalCode`: the installer staff chose (it must exist and be
 * active), else the one active installer serving that postal code; else staff must choose.
 */
export async function sellerFor(em: Em, installerId: number | undefined, postalCode: string): Promise<Installer> {
  if (installerId !== undefined) {
    const chosen = await em.findOne(Installer, { id: installerId });
    if (!chosen) throw new DomainError('installerNotFound', { id: installerId });
    if (!chosen.active) throw new DomainError('installerInactive', { id: installerId });
    return chosen;
  }
  const serving = (await activeInstallers(em)).filter((installer) => servesPostalCode(installer, postalCode));
  if (serving.length !== 1 || !serving[0]) throw new DomainError('sellerRequired', { postalCode, serving: serving.length });
  return serving[0];
}
