/** How the back office writes and links a lead's e-mail address and phone number. */
import { Fragment } from 'react';

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

/** `tel:` with the digits and a leading '+' only (RFC 3966 allows no spaces). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
