import { describe, expect, it } from 'vitest';
import { companyLine } from './company.ts';
import { controllerSentence } from './privacy.ts';

describe('the controller in the privacy statement', () => {
  const controller = { name: 'Waterzacht bv', address: 'Industrieweg 12, 2200 Herentals', companyNumber: '0123.456.749' };

  it('names the configured legal entity, its address and its company number', () => {
    expect(controllerSentence(controller)).toBe(
      'De verwerkingsverantwoordelijke is Waterzacht bv, Industrieweg 12, 2200 Herentals, ondernemingsnummer 0123.456.749.',
    );
    expect(companyLine(controller)).toBe('Waterzacht bv, ondernemingsnummer 0123.456.749');
  });

  it('says that it is not filled in rather than naming a brand as the controller', () => {
    expect(controllerSentence(null)).toContain('nog niet ingevuld');
    expect(companyLine(null)).toBeNull();
  });
});
