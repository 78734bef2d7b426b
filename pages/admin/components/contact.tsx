/** How the back office writes and links a lead's e-mail address and phone number. */
import { Fragment } from 'react';
import { phoneE164 } from '../../../src/leads/phone.ts';

/**
 * An e-mail address that may break after '@' and before each dot, never inside a word: a narrow
 * column shows 'an.peeters@' above 'example.be', not 'an.peete' above 'rs@example.be'.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // Parts of one address never move: their index is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** `tel:` with the E.164 form (RFC 3966: a global number, no spaces), or the typed digits. */
export function telHref(phone: string): string {
  return `tel:${phoneE164(phone) ?? phone.replace(/[^0-9+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
