/**
 * Kept out of search results, and the page sends no `Referer` anywhere (the server also answers it with
 * `Referrer-Policy: no-referrer`): the token lives in the fragment, which browsers never send, but
 * nothing of this page should reach another site either.
 */
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}
