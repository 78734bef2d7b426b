/**
 * The signup section (anchor `contact`, spec section 2): a heading that invites visitors to join, a line
 * that asks them to fill in the form, how many households signed up when the leads show it, and the form
 * itself (src/components/signup/SignupForm.tsx).
 */
import type { ReactNode } from 'react';
import { usePageTexts } from '../i18n/texts.ts';
import { useStaticHtml } from './static-html.ts';
import { SECTION_IDS } from '../site.ts';
import { HouseholdCount } from './HouseholdCount.tsx';
import { SignupForm } from './signup/SignupForm.tsx';

export interface ContactSectionProps {
  heading?: ReactNode;
  intro?: ReactNode;
}

export function ContactSection({ heading, intro }: ContactSectionProps) {
  const pageTexts = usePageTexts();
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
        <div className="contact__form card">
          <SignupForm />
        </div>
      </div>
    </section>
  );
}
