import { SignupForm } from '../../../src/components/signup/SignupForm.tsx';
import { NoticeRegion } from '../../../src/components/notices/NoticeRegion.tsx';

/** Placeholder home page until the real one (issue 4) takes over, with the same `contact` section. */
export default function Page() {
  return (
    <main>
      <h1>Groepsaankoop waterverzachters</h1>
      <p>Schrijf u in voor de groepsaankoop.</p>
      <section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Doe mee met de groepsaankoop</h2>
        <p>Vul het formulier in en wij nemen contact met u op.</p>
        <SignupForm />
      </section>
      <NoticeRegion />
    </main>
  );
}
