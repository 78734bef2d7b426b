/**
 * The layout of the household's own page: skip link, a header with the site's name (a link home), the
 * page, and a short footer (contact, privacy statement). No analytics, no cookie banner, no third party.
 */
import type { ReactNode } from 'react';
import { Logo } from '../../src/components/Logo.tsx';
import { FR_TEXTS } from '../../src/i18n/fr.ts';
import { NL_TEXTS } from '../../src/i18n/nl.ts';
import '../../src/household-page/components/household-page.css';
import { useHouseholdTexts, usePageLocale } from '../../src/household-page/components/use-household-texts.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const texts = useHouseholdTexts();
  const site = usePageLocale() === 'fr' ? FR_TEXTS : NL_TEXTS;
  return (
    <div className="household">
      <a className="skip-link" href="#main">
        {texts.page.skipLink}
      </a>
      <header className="household__header">
        <a className="household__brand" href={site.routes.home} aria-label={texts.page.brandHome}>
          <Logo name={site.site.name} />
        </a>
      </header>
      <main id="main" tabIndex={-1} className="household__main">
        {children}
      </main>
      <footer className="household__footer">
        <p>{texts.page.contact}</p>
        <p>
          <a href={site.routes.privacy}>{texts.page.privacyLink}</a>
        </p>
      </footer>
    </div>
  );
}
