/**
 * The layout of the household's own page: skip link, a header with the site's name (a link home), the
 * page, and a short footer (contact, privacy statement). No analytics, no cookie banner, no third party.
 */
import type { ReactNode } from 'react';
import { Logo } from '../../src/components/Logo.tsx';
import { PAGE_TEXTS } from '../../src/household-page/texts.ts';
import { ROUTES } from '../../src/routes.ts';
import '../../src/household-page/components/household-page.css';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="household">
      <a className="skip-link" href="#main">
        {PAGE_TEXTS.skipLink}
      </a>
      <header className="household__header">
        <a className="household__brand" href={ROUTES.home} aria-label={PAGE_TEXTS.brandHome}>
          <Logo />
        </a>
      </header>
      <main id="main" tabIndex={-1} className="household__main">
        {children}
      </main>
      <footer className="household__footer">
        <p>{PAGE_TEXTS.contact}</p>
        <p>
          <a href={ROUTES.privacy}>{PAGE_TEXTS.privacyLink}</a>
        </p>
      </footer>
    </div>
  );
}
