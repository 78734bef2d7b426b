/** The back office is for staff: search engines must not list it. */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
