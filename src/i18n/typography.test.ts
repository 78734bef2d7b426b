import { describe, expect, it } from 'vitest';
import { frenchTypography, frenchSpacingOfHtml, inFrench, keepUnitsWithFigures } from './typography.ts';

const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·');

describe('French typography', () => {
  it.each([
    ['Pourquoi choisir notre achat groupé ?', 'Pourquoi choisir notre achat groupé·?'],
    ['Pourquoi choisir notre achat groupé?', 'Pourquoi choisir notre achat groupé·?'],
    ['Prénom: Mélanie', 'Prénom⍽: Mélanie'],
    ['(Source : RTBF, 03/2023)', '(Source⍽: RTBF, 03/2023)'],
    ['Merci !', 'Merci·!'],
    ['oui ; non', 'oui·; non'],
    ['90 % des consommateurs, 90% des autres', '90⍽% des consommateurs, 90⍽% des autres'],
    ['avec « Accepter les cookies » dans le bandeau', 'avec «·Accepter les cookies·» dans le bandeau'],
    ['«Vie privée»', '«·Vie privée·»'],
    ["l'eau d'Ariane, aujourd'hui", 'l’eau d’Ariane, aujourd’hui'],
    ['Envoi en cours...', 'Envoi en cours…'],
    ['Vraiment ?!', 'Vraiment·?!'],
    [' ;', '·;'],
  ])('%s', (input, expected) => {
    expect(show(frenchTypography(input))).toBe(expected);
  });

  it('leaves times, addresses, query strings and encoded URLs alone', () => {
    for (const text of ['à 14:05', 'https://www.swde.be/fr', 'mailto:info@example.be?subject=Vie%20priv%C3%A9e', 'https://x.be/a?id=3', '24 h/24, 7 j/7']) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it('is idempotent', () => {
    const text = "Prénom: Mélanie ; « Vie privée » ? 90 % l'eau...";
    expect(frenchTypography(frenchTypography(text))).toBe(frenchTypography(text));
  });

  it('typesets a dictionary: strings, arrays, and what its functions return', () => {
    const texts = inFrench(() => ({ a: "Qu'est-ce ?", b: ['Note: x'], c: (name: string) => `Bonjour ${name} !`, n: 3 }));
    expect(show(texts.a)).toBe('Qu’est-ce·?');
    expect(show(texts.b[0] ?? '')).toBe('Note⍽: x');
    expect(show(texts.c("O'Neil"))).toBe('Bonjour O’Neil·!');
    expect(texts.n).toBe(3);
  });

  it('spaces the text of HTML, across tags, but neither tags nor entities', () => {
    const html = '<p title="a: b"><strong>Appel</strong>: Tom &amp; Jerry ? <a href="https://x.be/?a=1">lien</a> o&#39;neil@x.be</p>';
    expect(show(frenchSpacingOfHtml(html))).toBe(
      '<p title="a: b"><strong>Appel</strong>⍽: Tom &amp; Jerry·? <a href="https://x.be/?a=1">lien</a> o&#39;neil@x.be</p>',
    );
  });
});

describe('a figure and its unit on one line', () => {
  it.each([
    ['normaal 20 tot 22 °fH; tot 37 °fH', 'normaal 20 tot 22⍽°fH; tot 37⍽°fH'],
    ['200 tot 220 gram kalk per m³', '200 tot 220 gram kalk per⍽m³'],
    ['soit plus de 30 °f, et 42 °f à Pont-à-Celles', 'soit plus de 30⍽°f, et 42⍽°f à Pont-à-Celles'],
    ['Charleroi (85 km), 60.000 m³ per dag, 25 L', 'Charleroi (85⍽km), 60.000⍽m³ per dag, 25⍽L'],
    ['Gratis PFAS-filter (€ 200), 90 % van', 'Gratis PFAS-filter (€⍽200), 90⍽% van'],
  ])('%s', (input, expected) => {
    expect(show(keepUnitsWithFigures(input))).toBe(expected);
  });

  it('leaves a number before a word alone, and is idempotent', () => {
    for (const text of ['2 jaar gratis zout', 'in 2019 levert', '3 Limburgse gemeenten', '10 kmz']) expect(keepUnitsWithFigures(text)).toBe(text);
    const once = keepUnitsWithFigures('20 tot 22 °fH, per m³, € 200');
    expect(keepUnitsWithFigures(once)).toBe(once);
  });
});
