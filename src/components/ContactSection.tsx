/**
 * The signup section (anchor `contact`, spec section 2): a heading that invites visitors to join, a line
 * that asks them to fill in the form, how many households signed up when the leads show it, and the form
 * itself (src/components/signup/SignupForm.tsx).
 */
import type { ReactNode } from 'react';
import { CLAIMS, SECTION_IDS } from '../site.ts';
import { HouseholdCount } from './HouseholdCount.tsx';
import { SignupForm } from './signup/SignupForm.tsx';

export interface ContactSectionProps {
  heading?: ReactNode;
  intro?: ReactNode;
}

export function ContactSection({
  heading = 'Doe mee met de groepsaankoop',
  intro = `Vul het formulier in: u krijgt een bevestigingsmail en wij bellen u binnen ${CLAIMS.callWithinWorkingDays} werkdagen met een persoonlijk voorstel. Inschrijven is gratis.`,
}: ContactSectionProps) {
  return (
    <section id={SECTION_IDS.contact} className="section section--soft" aria-labelledby="contact-title">
      <div className="container contact">
        <h2 id="contact-title">{heading}</h2>
        <p className="section__intro">{intro}</p>
        <HouseholdCount />
        <div className="contact__form card">
          <SignupForm />
        </div>
      </div>
    </section>
  );
}
