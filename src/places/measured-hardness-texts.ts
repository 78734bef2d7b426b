/**
 * The words of a place page's measured hardness (issue 34 item 6, measured-hardness.ts), in Dutch and
 * in French (typeset by rule, src/i18n/typography.ts). A figure and its unit stay on one line.
 */
import { inFrench } from '../i18n/typography.ts';

interface FigureWords {
  median: string;
  min: string;
  max: string;
  addresses: number;
  period: string;
}

export const NL_MEASURED_TEXTS = {
  unit: '\u00a0°fH',
  figure: ({ median, min, max, addresses, period }: FigureWords) =>
    `Hardheid gemeten door de installateur bij het technische bezoek, op ${addresses} adressen, ${period}: mediaan ${median}, van ${min} tot ${max}.`,
  inMonth: (month: string) => `in ${month}`,
  between: (from: string, to: string) => `tussen ${from} en ${to}`,
  calculator: (start: string) => `Bereken uw besparing vanaf ${start}`,
};

export type MeasuredTexts = typeof NL_MEASURED_TEXTS;

export const FR_MEASURED_TEXTS: MeasuredTexts = /* @__PURE__ */ inFrench(() => ({
  unit: '\u00a0°f',
  figure: ({ median, min, max, addresses, period }: FigureWords) =>
    `Dureté mesurée par l'installateur lors de la visite technique, à ${addresses} adresses, ${period} : médiane ${median}, de ${min} à ${max}.`,
  inMonth: (month: string) => `en ${month}`,
  between: (from: string, to: string) => `entre ${from} et ${to}`,
  calculator: (start: string) => `Calculer vos économies à partir de ${start}`,
}));
