import { describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS } from './testimonials.ts';

describe('the spec’s sample reviews', () => {
  it('are each marked as a sample, rated in whole stars as households rate', () => {
    for (const sample of SAMPLE_TESTIMONIALS) {
      expect(sample.sample).toBe(true);
      expect(Number.isInteger(sample.rating) && sample.rating >= 1 && sample.rating <= 5).toBe(true);
    }
  });
});
