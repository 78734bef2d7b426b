/**
 * The signup section (anchor `contact`, spec section 2): a heading that invites visitors to join, a line
 * that asks them to fill in the form, how many households signed up when the leads show it, which round
 * a signup joins (RoundStatus.tsx), and the form itself (src/components/signup/SignupForm.tsx).
 */
import type { ReactNode } from 'react';
import { usePageTexts, useTexts } from '../i18n/texts.ts';
import type { RoundPartArgs } from '../rounds/round-html.ts';
import { RoundPart } from './RoundStatus.tsx';
import { useStaticHtml } from './static-html.ts';
import { SECTION_IDS } from '../site.ts';
import { HouseholdCount } from './HouseholdCount.tsx';
import { SignupForm } from './signup/SignupForm.tsx';

export interface ContactSectionProps {
  heading?: ReactNode;
  intro?: ReactNode;
  /** The page's place, for the line about its round (issue 35); the home page's: the whole country. */
  round?: Omit<RoundPartArgs, 'slot'>;
}

export function ContactSection({ heading, intro, round }: ContactSectionProps) {
  const pageTexts = usePageTexts();
  const { locale } = useTexts();
  const t = import.meta.env.SSR && pageTexts?.sections.contact;
  const head = useStaticHtml(
    import.meta.env.SSR && t && (
      <>
        <h2 id="contact-title">{heading ?? t.heading}</h2>
        <p className="section__intro">{intro ?? t.intro}</p>
      </>
    ),
  );
  return (
    <section id={SECTION_IDS.contact} className="section section--soft" aria-labelledby="contact-title">
      <div className="container contact">
        <div {...head} />
        <HouseholdCount />
        <RoundPart args={{ slot: 'form', ...(round ?? { locale, region: null, where: null }) }} className="contact__round" />
        <div className="contact__form card">
          <SignupForm />
        </div>
      </div>
    </section>
  );
}
