/**
 * The sticky header of every public page (spec section 2): the logo scrolls back to the top, the menu
 * scrolls smoothly to the sections (or leads to them on the home page when they are not on this page),
 * a toggle menu on phones, and a shadow once the page is scrolled more than 50 px.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { SCROLL_OFFSETS, SECTION_IDS, TIMINGS } from '../site.ts';
import { useScrolledPast } from './hooks.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { scrollToTop } from './scroll.ts';
import { ScrollLink } from './ScrollLink.tsx';

interface MenuItem {
  label: string;
  target: string;
}

/** The menu (spec section 2): the phone menu lists the three top items, the wide one adds the dropdown. */
function menuOf(t: ReturnType<typeof useTexts>['header']) {
  return {
    benefits: { label: t.benefits, target: SECTION_IDS.benefits },
    benefitsDropdown: [
      { label: t.allBenefits, target: SECTION_IDS.benefits },
      { label: t.specifications, target: SECTION_IDS.models },
    ],
    models: { label: t.models, target: SECTION_IDS.models },
    contact: { label: t.contact, target: SECTION_IDS.contact },
  } satisfies Record<string, MenuItem | readonly MenuItem[]>;
}

export interface HeaderProps {
  /** Pixels to stop above a section: 80 on the home page, 100 on the place pages. */
  scrollOffset?: number;
}

export function Header({ scrollOffset = SCROLL_OFFSETS.menu }: HeaderProps) {
  const texts = useTexts();
  const MENU = menuOf(texts.header);
  const home = texts.routes.home;
  const scrolled = useScrolledPast(TIMINGS.headerShadowAfterPx);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const mobileMenuId = useId();
  const dropdownId = useId();
  const dropdownRef = useRef<HTMLLIElement>(null);
  const dropdownButtonRef = useRef<HTMLButtonElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);

  // A click or tap anywhere outside the open dropdown closes it.
  useEffect(() => {
    if (!dropdownOpen) return;
    const close = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setDropdownOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [dropdownOpen]);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // On a landing page the logo scrolls back up; elsewhere it is a plain link home.
    if (!document.getElementById(SECTION_IDS.top) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    event.stopPropagation();
    setMobileOpen(false);
    scrollToTop();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (dropdownOpen) {
      setDropdownOpen(false);
      dropdownButtonRef.current?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      mobileButtonRef.current?.focus();
    }
  };

  const link = (item: MenuItem, onScrolled?: () => void, className?: string) => (
    <ScrollLink
      target={item.target}
      offset={scrollOffset}
      href={`${home}#${item.target}`}
      className={className}
      onScrolled={onScrolled}
    >
      {item.label}
    </ScrollLink>
  );

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="container site-header__inner">
        <a href={home} className="site-header__logo" onClick={onLogoClick}>
          <Logo name={texts.site.name} />
        </a>
        <LanguageSwitch />
        <nav aria-label={texts.header.mainMenu} onKeyDown={onMenuKeyDown}>
          <ul className="site-nav site-nav--wide">
            <li
              className="site-nav__dropdown"
              ref={dropdownRef}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropdownOpen(false);
              }}
            >
              <button
                ref={dropdownButtonRef}
                type="button"
                className="site-nav__item"
                aria-expanded={dropdownOpen}
                aria-controls={dropdownId}
                onClick={() => setDropdownOpen((open) => !open)}
              >
                {MENU.benefits.label}
                <Chevron />
              </button>
              <ul id={dropdownId} className="site-nav__submenu" hidden={!dropdownOpen}>
                {MENU.benefitsDropdown.map((item) => (
                  <li key={item.label}>{link(item, () => setDropdownOpen(false), 'site-nav__subitem')}</li>
                ))}
              </ul>
            </li>
            <li>{link(MENU.models, undefined, 'site-nav__item')}</li>
            <li>{link(MENU.contact, undefined, 'site-nav__item site-nav__item--cta')}</li>
          </ul>
          <button
            ref={mobileButtonRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <MenuIcon open={mobileOpen} />
            <span>{texts.header.menu}</span>
          </button>
          <ul id={mobileMenuId} className="site-nav site-nav--mobile" hidden={!mobileOpen}>
            {[MENU.benefits, MENU.models, MENU.contact].map((item) => (
              <li key={item.label}>{link(item, () => setMobileOpen(false), 'site-nav__item')}</li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="site-nav__chevron">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
