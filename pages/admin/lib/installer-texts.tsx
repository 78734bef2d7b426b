/**
 * The installer's view in its user's language (issue 43): the view provides the texts once it knows
 * who is signed in (`installer.me`), the sign-in's language until then; every part reads them here.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '../../../src/i18n/locale.ts';
import { type InstallerTexts, installerTexts } from '../../../src/installers/texts.ts';

const TextsContext = createContext<InstallerTexts>(installerTexts('nl'));

export function InstallerTextsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TextsContext.Provider value={installerTexts(locale)}>{children}</TextsContext.Provider>;
}

export function useInstallerTexts(): InstallerTexts {
  return useContext(TextsContext);
}
