/**
 * What the French pages say about the rounds (issue 35): the same keys as the Dutch texts (texts.ts,
 * `RoundTexts`). A round is « une session » (the French review: « tour » is a calque). Belgian French
 * spacing: U+202F before ; ? ! and inside « », U+00A0 before : and %.
 */
import type { RoundTexts } from './texts.ts';

export const FR_ROUND_TEXTS: RoundTexts = {
  open: (closes) => `Inscriptions ouvertes jusqu’au ${closes}.`,
  openNote: 'Gratuit et sans engagement.',
  closed: {
    priceRound: 'Les inscriptions de cette session sont closes\u00a0: la phase de prix est en cours.',
    proposals: (day) =>
      day
        ? `Les inscriptions de cette session sont closes\u00a0: les propositions personnelles sont valables jusqu’au ${day}.`
        : 'Les inscriptions de cette session sont closes\u00a0: les propositions personnelles vont suivre.',
    installations: (day) =>
      day
        ? `Les inscriptions de cette session sont closes\u00a0: les installations se font jusqu’au ${day}.`
        : 'Les inscriptions de cette session sont closes\u00a0: les installations sont en cours.',
  },
  next: (opens) => `La prochaine session ouvre le ${opens}. Vous pouvez déjà vous inscrire, gratuitement et sans engagement.`,
  nextUnplanned: 'Vous pouvez déjà vous inscrire pour la prochaine session, gratuitement et sans engagement.',
  partial: (areas, closes) => `Inscriptions ouvertes pour ${areas}, jusqu’au ${closes}.`,
  elsewhere: 'Vous habitez ailleurs\u202f? Votre inscription compte alors pour la prochaine session.',
  form: {
    open: (closes) => `Vous vous inscrivez pour la session en cours, jusqu’au ${closes}.`,
    waiting: (where, opens) =>
      `Aucune session d’inscription n’est en cours${where ? ` ${where}` : ''}\u00a0: nous gardons votre inscription pour la prochaine session${opens ? `, qui ouvre le ${opens}` : ''}.`,
  },
  regions: {
    'BE-VWV': 'la Flandre-Occidentale',
    'BE-VOV': 'la Flandre-Orientale',
    'BE-VAN': 'la province d’Anvers',
    'BE-VLI': 'le Limbourg',
    'BE-VBR': 'le Brabant flamand',
    'BE-WBR': 'le Brabant wallon',
    'BE-WHT': 'le Hainaut',
    'BE-WLG': 'la province de Liège',
    'BE-WNA': 'la province de Namur',
    'BE-WLX': 'la province de Luxembourg',
    'BE-BRU': 'la Région de Bruxelles-Capitale',
  },
  postalCodes: (codes, many) => `${many ? 'les codes postaux' : 'le code postal'} ${codes}`,
  and: 'et',
};
