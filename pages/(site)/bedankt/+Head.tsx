import { AlternateLinks } from '../../../src/components/seo/AlternateLinks.tsx';

/** A page that only makes sense after a signup: kept out of search results; it names its twin in the other language. */
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <AlternateLinks />
    </>
  );
}
