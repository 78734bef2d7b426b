/**
 * The commercial guarantee the site promises ("20 jaar garantie", spec section 1: "20 years warranty,
 * with local service partners"; CLAIMS.warrantyYears). A proposal must give its conditions (art. VI.45
 * §1; directive 2019/771 art. 17: the guarantor's name and address, what it covers, how to claim it, and
 * that the legal guarantee stays). Nobody has supplied them yet: `terms` is null, and a proposal then says
 * so plainly instead of promising what no guarantor has written. Fill in `terms` (with its source) once
 * the manufacturer or the seller gives the guarantee statement; the proposal then states it.
 */
import { CLAIMS } from '../../site.ts';

interface GuaranteeTerms {
  /** Who gives it: name and geographical address. */
  guarantor: string;
  /** What it covers and for how long, per language. */
  covers: { nl: string; fr: string };
  /** How a household claims it, per language. */
  howToClaim: { nl: string; fr: string };
  /** Where these terms come from (document, date). */
  source: string;
}

const terms = null as GuaranteeTerms | null;

export const COMMERCIAL_GUARANTEE = {
  nl: () =>
    terms
      ? `Commerciële garantie: ${CLAIMS.warrantyYears} jaar, gegeven door ${terms.guarantor}. ${terms.covers.nl} ${terms.howToClaim.nl} Ze komt bovenop de wettelijke garantie en doet er niets van af.`
      : `Commerciële garantie: de groepsaankoop vermeldt ${CLAIMS.warrantyYears} jaar garantie op het toestel. Wie die geeft, wat ze dekt en hoe u ze inroept, is nog niet vastgelegd: vraag het de verkoper vóór u bestelt. De wettelijke garantie hierboven geldt hoe dan ook.`,
  fr: () =>
    terms
      ? `Garantie commerciale\u00a0: ${CLAIMS.warrantyYears} ans, accordée par ${terms.guarantor}. ${terms.covers.fr} ${terms.howToClaim.fr} Elle s’ajoute à la garantie légale, sans la réduire.`
      : `Garantie commerciale\u00a0: l’achat groupé annonce une garantie de ${CLAIMS.warrantyYears} ans sur l’appareil. Qui l’accorde, ce qu’elle couvre et comment la faire valoir n’est pas encore fixé\u00a0: demandez-le au vendeur avant de commander. La garantie légale ci-dessus s’applique dans tous les cas.`,
} as const;
