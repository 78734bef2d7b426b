/**
 * The layout of every public page (not the back office): skip link, cookie banner, sticky header, the
 * page, footer and notices. Also reports the page view, with consent.
 */
import type { CSSProperties, ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useAnalytics } from '../../src/analytics/useAnalytics.ts';
import { CookieConsent } from '../../src/components/CookieConsent.tsx';
import { Footer } from '../../src/components/Footer.tsx';
import { Header } from '../../src/components/Header.tsx';
import { NoticeRegion } from '../../src/components/notices/NoticeRegion.tsx';
import { useTexts } from '../../src/i18n/texts.ts';
import { SCROLL_OFFSETS } from '../../src/site.ts';
import '../../src/styles/site.css';

export default function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  const texts = useTexts();
  useAnalytics();
  const scrollOffset = config.scrollOffset ?? SCROLL_OFFSETS.menu;
  return (
    <div style={{ '--scroll-offset': `${scrollOffset}px` } as CSSProperties}>
      <a className="skip-link" href="#main">
        {texts.layout.skipLink}
      </a>
      <CookieConsent />
      <Header scrollOffset={scrollOffset} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <NoticeRegion />
    </div>
  );
}
