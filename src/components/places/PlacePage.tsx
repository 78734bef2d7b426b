/**
 * The template of the 62 place pages (spec section 2): breadcrumb, hero '{product} {place}', the
 * `voordelen` section with its heading, intro line and 8 local benefit cards, the button to the signup
 * form, then the sections shared with the home page.
 */
import type { CSSProperties, MouseEvent } from 'react';
import { CONTACT_SCROLL_OFFSET_PX, type PlacePageData } from '../../places/page.ts';
import { PlaceSharedSections } from './PlaceSharedSections.tsx';
import styles from './places.module.css';

// The offset lives in CSS (`scroll-margin-top` of #contact) so that the plain link stops at the same
// place without JavaScript; the click handler only adds smooth scrolling and moves the focus.
// MERGE: the shared smooth-scroll helper of the public-site work may replace this handler.
function scrollToContact(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('contact');
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  history.replaceState(null, '', '#contact');
}

export function PlacePage({ data }: { data: PlacePageData }) {
  const offset = { '--contact-offset': `${CONTACT_SCROLL_OFFSET_PX}px` } as CSSProperties;
  return (
    <main className={styles.page} style={offset}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.container}>
          <nav aria-label="Kruimelpad" className={styles.breadcrumb}>
            <ol>
              {data.breadcrumb.map((crumb, index) =>
                index === data.breadcrumb.length - 1 ? (
                  <li key={crumb.path} aria-current="page">
                    {crumb.name}
                  </li>
                ) : (
                  <li key={crumb.path}>
                    <a href={crumb.path}>{crumb.name}</a>
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h1 id="hero-title">{data.heroTitle}</h1>
          <p className={styles.subtitle}>{data.heroSubtitle}</p>
        </div>
      </section>

      <section id="voordelen" className={styles.benefits} aria-labelledby="voordelen-title">
        <div className={styles.container}>
          <h2 id="voordelen-title">{data.benefitsHeading}</h2>
          <p className={styles.intro}>
            {data.intro.map((part, index) =>
              'href' in part ? (
                <a key={index} href={part.href}>
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
          {/* MERGE: the shared BenefitGrid (with icons and reveal animation) may take these cards. */}
          <ul className={styles.grid}>
            {data.benefits.map((card) => (
              <li key={card.id} className={styles.card}>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
          <p className={styles.cta}>
            <a href="#contact" className={styles.button} onClick={scrollToContact}>
              {data.buttonLabel}
            </a>
          </p>
        </div>
      </section>

      <PlaceSharedSections />
    </main>
  );
}
