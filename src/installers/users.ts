/**
 * What staff send about an installer company's users (issue 43): a new user with its language, and a
 * change (enable or disable, a new password, another language). The name and password follow the one
 * rule of every account (src/admin/account.ts); Dutch messages naming the field.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { accountPassword, accountUsername } from '../admin/account.ts';
import { recordId } from '../admin/schema.ts';
import { LOCALES } from '../i18n/locale.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

/** The language of its view, answers, notices and calendar texts. */
const userLanguage = z.enum(LOCALES, { message: 'Taal: nl of fr' });

/** A new user of installer company `id` (Dutch unless said otherwise). */
export const installerUserInput = z.object(
  { id: recordId('Ongeldige installateur'), username: accountUsername('nl'), password: accountPassword('nl'), language: userLanguage.default('nl') },
  OBJECT_EXPECTED,
);
export type InstallerUserInput = z.infer<typeof installerUserInput>;

export const installerUserRef = z.object({ id: recordId('Ongeldige gebruiker') }, OBJECT_EXPECTED);

/** A change to user `id`: only the fields sent change. */
export const installerUserUpdate = z
  .object(
    {
      id: recordId('Ongeldige gebruiker'),
      active: z.boolean({ message: 'Actief: true of false' }).optional(),
      password: accountPassword('nl').optional(),
      language: userLanguage.optional(),
    },
    OBJECT_EXPECTED,
  )
  .refine((change) => change.active !== undefined || change.password !== undefined || change.language !== undefined, {
    message: 'Geef active, password of language',
  });
export type InstallerUserUpdate = z.infer<typeof installerUserUpdate>;

/** A user as staff's screen lists it. */
export interface InstallerUserView {
  id: number;
  username: string;
  installerId: number;
  language: 'nl' | 'fr';
  active: boolean;
  createdAt: string;
  /** The last sign-in (audit log), or null. */
  lastLoginAt: string | null;
}
