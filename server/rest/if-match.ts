/**
 * The `If-Match` header of a lead's PATCH (RFC 9110, section 13.1.1) as the versions the change may
 * apply to: absent or `*`, any version (the spec's PATCH, without a precondition); otherwise the
 * versions of its strong entity tags (`"3"`, as the GET answered in ETag). A weak tag (`W/"3"`) never
 * matches, as If-Match compares strongly; a header with no usable tag therefore matches nothing (412).
 * A header sent empty is `'empty'`: a client that meant a precondition and lost its tag, answered 428
 * rather than read as no precondition at all (issue 31).
 */
export function ifMatchVersions(header: string | undefined): 'any' | 'empty' | number[] {
  if (header === undefined || header.trim() === '*') return 'any';
  if (header.trim() === '') return 'empty';
  const versions: number[] = [];
  for (const tag of header.split(',')) {
    const match = /^"([1-9][0-9]{0,9})"$/.exec(tag.trim());
    if (match && Number(match[1]) <= 2_147_483_647) versions.push(Number(match[1]));
  }
  return versions.slice(0, 20);
}

/** A lead's version as its entity tag: `"3"` (the detail's ETag, and a refused change's). */
export function leadEtag(version: number): string {
  return `"${version}"`;
}
