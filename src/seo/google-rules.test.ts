import { describe, expect, it } from 'vitest';
import { FAQ, staticAnswers } from '../content/faq.ts';
import { PRICE_LIST } from '../content/prices.ts';
import { PLACES } from '../places/places.ts';
import { placeHead } from '../places/seo.ts';
import { googleRichResultProblems } from './google-rules.ts';
import { pageHead } from './head.ts';
import { graph, productNode } from './json-ld.ts';

const origin = 'https://example.be';
const area = { '@id': `${origin}/gent#place` };
/** A configured price list (fixture): the code path the site takes once the client gives prices. */
const PRICES = [
  { type: '25L', euro: 2890 },
  { type: '18L', euro: 2490 },
  { type: '12L', euro: 2190 },
  { type: '9L', euro: 1990 },
] as const;

describe("Google's required properties", () => {
  it('emits no Product while the price list is empty, as the site ships', () => {
    expect(PRICE_LIST).toEqual([]);
    expect(productNode(origin, `${origin}/gent`, area)).toBeNull();
  });

  it('emits a valid Product with images and an AggregateOffer once prices are configured', () => {
    const product = productNode(origin, `${origin}/gent`, area, PRICES);
    expect(product).toMatchObject({
      '@type': 'Product',
      image: [`${origin}/models/waterverzachter-25l.svg`, expect.any(String), expect.any(String), expect.any(String)],
      offers: { '@type': 'AggregateOffer', lowPrice: 1990, highPrice: 2890, offerCount: 4, priceCurrency: 'EUR' },
    });
    expect(googleRichResultProblems(graph([product]))).toEqual([]);
  });

  it('rejects a Product without offers, an AggregateOffer without lowPrice and an Offer without price', () => {
    const base = { '@type': 'Product', name: 'x', image: 'https://example.be/a.svg' };
    expect(googleRichResultProblems(base)).toEqual(['page: Product needs offers, review or aggregateRating']);
    expect(googleRichResultProblems({ ...base, offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR' } })).toEqual([
      'page: AggregateOffer needs a numeric lowPrice',
    ]);
    expect(googleRichResultProblems({ ...base, offers: { '@type': 'Offer', priceCurrency: 'EUR' } })).toEqual([
      'page: Offer needs a price or priceSpecification',
    ]);
    expect(googleRichResultProblems({ '@type': 'Product', name: 'x', offers: { '@type': 'Offer', price: 5, priceCurrency: 'EUR' } })).toEqual([
      'page: Product needs an image',
    ]);
  });

  it('rejects a breadcrumb without positions and an FAQ answer without text', () => {
    expect(googleRichResultProblems({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', name: 'a' }, { '@type': 'ListItem', position: 2, name: 'b' }] })).toEqual([
      'page: breadcrumb item 1 needs a position',
      'page: breadcrumb item 1 needs an item URL',
    ]);
    expect(googleRichResultProblems({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'q', acceptedAnswer: { '@type': 'Answer' } }] })).toEqual([
      'page: FAQ question 1 needs acceptedAnswer.text',
    ]);
  });

  it('finds no problem in the home page and the 62 place pages as built (their FAQ is the place part\'s: tests/e2e/place-content.spec.ts)', () => {
    expect(googleRichResultProblems(pageHead({ path: '/', title: 't', description: 'd', faq: staticAnswers(FAQ), origin }).jsonLd)).toEqual([]);
    for (const place of PLACES) {
      expect(googleRichResultProblems(placeHead(place, origin).jsonLd, place.slug)).toEqual([]);
    }
  });
});
