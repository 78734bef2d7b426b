import { describe, expect, it } from 'vitest';
import { hasPart, markedPart, replaceParts } from './markers.ts';

describe('page parts in pre-rendered HTML', () => {
  const page = `<main><div>${markedPart('round', { slot: 'hero', place: 'gent' }, '<p>oud</p>')}</div><p>rest</p><div>${markedPart('round', { slot: 'form', place: 'gent' }, '')}</div></main>`;

  it('writes each part again from its arguments, and nothing around it', () => {
    const html = replaceParts(page, 'round', (args) => `<p>${(args as { slot: string }).slot}</p>`);
    expect(html).toBe(
      '<main><div><!--part:round {"slot":"hero","place":"gent"}--><p>hero</p><!--/part:round--></div><p>rest</p>' +
        '<div><!--part:round {"slot":"form","place":"gent"}--><p>form</p><!--/part:round--></div></main>',
    );
    // Again: the markers stay, so the next rewrite finds them.
    expect(replaceParts(html, 'round', () => 'x')).toContain('--><!--/part:round-->'.replace('--><', '-->x<'));
  });

  it('leaves other parts, a page without parts and a part without its end alone', () => {
    expect(replaceParts(page, 'hardness', () => 'x')).toBe(page);
    expect(hasPart(page, 'round')).toBe(true);
    expect(hasPart('<p>x</p>', 'round')).toBe(false);
    const cut = '<!--part:round {}--><p>no end';
    expect(replaceParts(cut, 'round', () => 'x')).toBe(cut);
  });

  it('refuses arguments that cannot stand in a comment', () => {
    expect(() => markedPart('round', { where: 'a -- b' }, '')).toThrow();
    expect(() => markedPart('round', { where: '-->' }, '')).toThrow();
  });
});
