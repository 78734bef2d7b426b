/** A page that only makes sense after a signup: kept out of search results. */
export default function Head() {
  return <meta name="robots" content="noindex" />;
}
