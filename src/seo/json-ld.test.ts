import type { WebPage } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SITE } from '../site.ts';
import { pageHead } from './head.ts';
import { siteNames } from './head.ts';
import { faqPageNode, graph, jsonLdScriptText, organizationNode, productNode, webPageNode } from './json-ld.ts';

const origin = 'https://www.voorbeeld.be';

describe('JSON-LD builders', () => {
  it('return schema-dts types, so tsc rejects a property schema.org does not define', () => {
    expectTypeOf(webPageNode({ origin, url: origin, title: 't', description: 'd' })).toEqualTypeOf<WebPage>();
    // @ts-expect-error schema.org has no areaServed on a WebPage (the offer carries it)
    const page: WebPage = { '@type': 'WebPage', areaServed: 'Gent' };
    expect(page['@type']).toBe('WebPage');
  });

  it('escapes "<" so that no text can end the script element', () => {
    const data = graph([faqPageNode(origin, [{ question: 'Wat is </script><script>x', answer: 'a' }])]);
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('builds the organisation and the product from the site settings', () => {
    expect(organizationNode(origin, siteNames('nl'))).toMatchObject({ name: SITE.name, url: `${origin}/` });
    const prices = [{ type: '9L', euro: 1990 }] as const;
    expect(productNode(origin, `${origin}/`, { '@id': 'x' }, prices)).toMatchObject({
      brand: { name: SITE.brand },
      offers: { priceCurrency: SITE.currency, lowPrice: 1990, highPrice: 1990, offerCount: 1, areaServed: { '@id': 'x' } },
    });
  });
});

describe('pageHead (home, privacy, thank-you)', () => {
  it('gives an indexable page its canonical URL and JSON-LD with the FAQ it shows', () => {
    const faq = [{ question: 'V?', answer: 'A.' }];
    const tags = pageHead({ path: '/', title: 'Home', description: 'D', faq, origin });
    expect(tags.canonical).toBe(`${origin}/`);
    const types = tags.jsonLd?.['@graph'].map((node) => (node as { '@type': string })['@type']);
    // No Product while src/content/prices.ts is empty (docs/decisions/003).
    expect(types).toEqual(['WebSite', 'Organization', 'WebPage', 'FAQPage']);
  });

  it('marks a page noindex without structured data', () => {
    const tags = pageHead({ path: '/bedankt', title: 'Bedankt', description: 'D', noindex: true, origin });
    expect(tags).toMatchObject({ noindex: true, canonical: `${origin}/bedankt` });
    expect(tags.jsonLd).toBeUndefined();
  });
});
