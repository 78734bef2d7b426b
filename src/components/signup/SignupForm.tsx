/**
 * The signup form of the `contact` section (spec section 2). Placeholder until the lead-capture work
 * replaces it; pages import it from here.
 */
export function SignupForm() {
  return <p>Het aanmeldformulier volgt.</p>;
}
