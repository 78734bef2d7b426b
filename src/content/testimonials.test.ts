import { describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS, type Testimonial, TESTIMONIALS } from './testimonials.ts';

/** What every published review must carry: a real author's consent, before today. */
function problems(review: Testimonial, today: string): string[] {
  const out: string[] = [];
  if (!review.author.trim() || !review.city.trim() || !review.text.trim()) out.push('author, city and text are required');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(review.consentDate) || Number.isNaN(Date.parse(review.consentDate))) out.push('consentDate must be YYYY-MM-DD');
  else if (review.consentDate > today) out.push('consentDate lies in the future');
  if (!(review.rating >= 1 && review.rating <= 5 && Number.isInteger(review.rating * 2))) out.push('rating must be 1 to 5 in half stars');
  if (review.sample) out.push('a sample is not a review');
  return out;
}

describe('reviews', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('publishes only reviews with an author, a consent date and a rating', () => {
    for (const review of TESTIMONIALS) expect(problems(review, today), review.author).toEqual([]);
  });

  it('the checks refuse a review without consent or with a sample mark', () => {
    const good: Testimonial = { text: 'Goed.', author: 'Familie X', city: 'Gent', rating: 4.5, consentDate: '2026-01-05' };
    expect(problems(good, today)).toEqual([]);
    expect(problems({ ...good, consentDate: '' }, today)).toEqual(['consentDate must be YYYY-MM-DD']);
    expect(problems({ ...good, consentDate: '2999-01-01' }, today)).toEqual(['consentDate lies in the future']);
    expect(problems({ ...good, rating: 4.2 }, today)).toEqual(['rating must be 1 to 5 in half stars']);
    expect(problems({ ...good, sample: true }, today)).toEqual(['a sample is not a review']);
  });

  it('marks every sample as one, and publishes none of them as a review', () => {
    for (const sample of SAMPLE_TESTIMONIALS) expect(sample.sample).toBe(true);
    for (const review of TESTIMONIALS) expect(SAMPLE_TESTIMONIALS.map((s) => s.text)).not.toContain(review.text);
  });
});
