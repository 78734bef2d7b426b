/**
 * Google's required properties for the rich-result types the site emits (Search Central's structured
 * data guides for Product snippets and merchant listings, Breadcrumb and FAQ, read 2026-11-23), applied
 * to a page's JSON-LD graph. Returns one message per problem; an empty list means the graph passes.
 * schema-dts checks that a property exists on a type; these rules check that Google's required ones are
 * there and hold a value.
 */

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typeOf = (node: Node): string[] => asList(node['@type']).filter((t): t is string => typeof t === 'string');
const has = (node: Node, key: string) => {
  const value = node[key];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
};
const isNumberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

function offerProblems(offer: Node, where: string): string[] {
  const problems: string[] = [];
  if (typeOf(offer).includes('AggregateOffer')) {
    if (!isNumberLike(offer.lowPrice)) problems.push(`${where}: AggregateOffer needs a numeric lowPrice`);
    if (!has(offer, 'priceCurrency')) problems.push(`${where}: AggregateOffer needs priceCurrency`);
    if (offer.highPrice !== undefined && !isNumberLike(offer.highPrice)) problems.push(`${where}: highPrice must be a number`);
    if (offer.offerCount !== undefined && !isNumberLike(offer.offerCount)) problems.push(`${where}: offerCount must be a number`);
    if (isNumberLike(offer.lowPrice) && isNumberLike(offer.highPrice) && Number(offer.lowPrice) > Number(offer.highPrice)) {
      problems.push(`${where}: lowPrice above highPrice`);
    }
  } else if (typeOf(offer).includes('Offer')) {
    const priced = isNumberLike(offer.price) || has(offer, 'priceSpecification');
    if (!priced) problems.push(`${where}: Offer needs a price or priceSpecification`);
    if (isNumberLike(offer.price) && !has(offer, 'priceCurrency')) problems.push(`${where}: Offer needs priceCurrency`);
  } else {
    problems.push(`${where}: offers must be an Offer or AggregateOffer`);
  }
  return problems;
}

function productProblems(product: Node, where: string): string[] {
  const problems: string[] = [];
  if (!has(product, 'name')) problems.push(`${where}: Product needs a name`);
  if (!['offers', 'review', 'aggregateRating'].some((key) => has(product, key))) {
    problems.push(`${where}: Product needs offers, review or aggregateRating`);
  }
  if (!has(product, 'image')) problems.push(`${where}: Product needs an image`);
  for (const offer of asList(product.offers)) {
    problems.push(...(isObject(offer) ? offerProblems(offer, where) : [`${where}: offers must be objects`]));
  }
  return problems;
}

function breadcrumbProblems(list: Node, where: string): string[] {
  const items = asList(list.itemListElement);
  if (items.length === 0) return [`${where}: BreadcrumbList needs itemListElement`];
  return items.flatMap((item, index) => {
    if (!isObject(item)) return [`${where}: breadcrumb item ${index + 1} is not an object`];
    const problems: string[] = [];
    if (!isNumberLike(item.position)) problems.push(`${where}: breadcrumb item ${index + 1} needs a position`);
    if (!has(item, 'name')) problems.push(`${where}: breadcrumb item ${index + 1} needs a name`);
    // Google: `item` may be left out on the last crumb only.
    if (index < items.length - 1 && !has(item, 'item')) problems.push(`${where}: breadcrumb item ${index + 1} needs an item URL`);
    return problems;
  });
}

function faqProblems(faq: Node, where: string): string[] {
  const questions = asList(faq.mainEntity);
  if (questions.length === 0) return [`${where}: FAQPage needs mainEntity questions`];
  return questions.flatMap((question, index) => {
    if (!isObject(question) || !typeOf(question).includes('Question')) return [`${where}: FAQ entry ${index + 1} is not a Question`];
    const answer = question.acceptedAnswer;
    const problems: string[] = [];
    if (!has(question, 'name')) problems.push(`${where}: FAQ question ${index + 1} needs a name`);
    if (!isObject(answer) || !has(answer, 'text')) problems.push(`${where}: FAQ question ${index + 1} needs acceptedAnswer.text`);
    return problems;
  });
}

/** Every node of a JSON-LD document: the graph's members and the objects nested in them. */
function allNodes(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) allNodes(item, out);
  else if (isObject(value)) {
    if (value['@type'] !== undefined) out.push(value);
    for (const [key, child] of Object.entries(value)) if (key !== '@context') allNodes(child, out);
  }
  return out;
}

/** Google's required-property problems of one JSON-LD document (parsed JSON). */
export function googleRichResultProblems(document: unknown, where = 'page'): string[] {
  return allNodes(document).flatMap((node) => {
    const types = typeOf(node);
    if (types.includes('Product')) return productProblems(node, where);
    if (types.includes('BreadcrumbList')) return breadcrumbProblems(node, where);
    if (types.includes('FAQPage')) return faqProblems(node, where);
    return [];
  });
}
