/**
 * The legal wording a proposal carries (issue 33: Code of Economic Law, Book VI, distance contracts), as
 * data with its source beside it. Research of 2026-11-27 (/work/notes/33-legal.md; stored copies, no live
 * web). `status` says how far each text can be trusted:
 *
 * - `verbatim-official`: an official page's exact words (FOD/SPF Economie);
 * - `verbatim-secondary`: a shop's or firm's copy of what is probably the official wording, not checked
 *   against the official text;
 * - `adapted`: such a copy with its placeholders filled in for one installed softener (the model's own
 *   instructions say to fill them in); the filled parts are ours;
 * - `draft`: our own wording from the rule it states; never presented as the law's.
 *
 * `checkBeforeLive` names what someone with live web access must compare before the site takes real
 * orders (the list is in docs/sales.md): above all the Belgian annexes 1 and 2 of Book VI on JUSTEL,
 * https://www.ejustice.just.fgov.be/eli/wet/2013/12/21/2013011649/justel ("BIJLAGEN. Art. N1-N2").
 */
import type { Locale } from '../../i18n/locale.ts';

type SourceStatus = 'verbatim-official' | 'verbatim-secondary' | 'adapted' | 'draft';

export interface LegalSource {
  status: SourceStatus;
  source: string;
  checkBeforeLive: string | null;
}

const JUSTEL_ANNEXES = 'Belgian annexes 1 and 2 of Book VI WER/CDE on JUSTEL (NL and FR, current consolidated text)';

/** The order button's words (art. VI.46 §2): the FOD/SPF's own example, and the issue's Dutch wording. */
export const ORDER_BUTTON = {
  nl: 'Bestelling met betalingsverplichting',
  fr: 'Commande avec obligation de paiement',
  meta: {
    status: 'verbatim-official',
    source:
      'SPF Economie, "Vente par internet", https://economie.fgov.be/fr/themes/line/commerce-electronique/vente-par-internet: ' +
      '« commande avec obligation de paiement » ou une formule analogue; FOD Economie, "Verkoop via internet (e-commerce)", ' +
      'https://economie.fgov.be/nl/themas/verkoop/vormen-van-verkoop/verkoop-op-afstand/verkoop-internet-e-commerce: "bestelling met ' +
      'betaalverplichting" of een overeenkomstige ondubbelzinnige formulering. The Dutch words are issue 33\'s (the Dutch law\'s example, ' +
      'wieringa-advocaten.nl 2022-08-26), an equivalent unambiguous wording. CJEU C-249/21 (Fuhrmann-2): only the words on the button count.',
    checkBeforeLive: 'the NL text of art. VI.46 §2 WER',
  } satisfies LegalSource,
} as const;

/**
 * The online withdrawal function (Directive (EU) 2023/2673, new art. 11a of Directive 2011/83, since 19
 * June 2026): a labelled button, then a confirmation button. Official NL/FR labels were not found.
 */
export const WITHDRAWAL_FUNCTION = {
  nl: { start: 'De overeenkomst hier herroepen', confirm: 'Herroeping bevestigen' },
  fr: { start: 'Se rétracter du contrat ici', confirm: 'Confirmer la rétractation' },
  meta: {
    status: 'draft',
    source:
      'mondaq.com, "EU Withdrawal Buttons Required For Consumer Online Contracts From June 19, 2026": "withdraw from contract here" ' +
      'or similarly unambiguous wording, then a "confirm withdrawal" function; the Dutch and French labels are ours.',
    checkBeforeLive: 'the Belgian transposition of art. 11a (labels in NL and FR)',
  } satisfies LegalSource,
} as const;

/**
 * The model withdrawal form (annex 2 of Book VI), best available copy of the EU model (Directive
 * 2011/83, annex I(B)). `{to}` is the seller's name, geographical address and e-mail.
 */
export const WITHDRAWAL_FORM: Record<Locale, { heading: string; instruction: string; lines: (to: string) => string[] }> & { meta: LegalSource } = {
  nl: {
    heading: 'Modelformulier voor herroeping',
    instruction: '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
    lines: (to) => [
      `Aan: ${to}`,
      'Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*)',
      'Besteld op (*) / Ontvangen op (*)',
      'Naam/Namen consument(en)',
      'Adres consument(en)',
      'Handtekening van consument(en) [alleen wanneer dit formulier op papier wordt ingediend]',
      'Datum',
      '(*) Doorhalen wat niet van toepassing is',
    ],
  },
  fr: {
    heading: 'Modèle de formulaire de rétractation',
    instruction: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    lines: (to) => [
      `À l’attention ${/^[aeiouyhàâäéèêëîïôöûüœ]/i.test(to) ? `d’${to}` : `de ${to}`}\u00a0:`,
      'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
      'Commandé le (*)/reçu le (*)\u00a0:',
      'Nom du (des) consommateur(s)\u00a0:',
      'Adresse du (des) consommateur(s)\u00a0:',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
      'Date\u00a0:',
      '(*) Rayez la mention inutile.',
    ],
  },
  meta: {
    status: 'verbatim-secondary',
    source:
      'NL: kaleida.nl, "Bedenktijd en herroepen", https://kaleida.nl/bedenktijd-en-herroepen, heading line from juridische-supermarkt.nl, ' +
      'https://www.juridische-supermarkt.nl/modelformulier-voor-uitoefenen-herroepingsrecht/ (the "Aan:" line is filled by us with the ' +
      'seller\'s name, address and e-mail, as the post-Omnibus model asks; no fax). FR: the French decree of 2014 as quoted by Les Echos ' +
      'Publishing, 29/09/2014, https://acquisitions-entreprises.com/actualite/juridique/vente-a-distance-publication-du-formulaire-de-retractation-a-communiquer-aux-clients-4743719.html ' +
      '(the "À l\'attention de" line filled the same way).',
    checkBeforeLive: `${JUSTEL_ANNEXES}: annex 2; whether the Belgian form says "onderneming/entreprise" and dropped the fax after the Omnibus law of 8 May 2022`,
  },
};

/**
 * The information on withdrawal (annex 1 of Book VI), best available copy, filled in for one installed
 * softener sold at a distance. `seller` is the seller's name, address and e-mail.
 */
export const WITHDRAWAL_INFORMATION = {
  nl: {
    right: 'U hebt het recht om binnen een termijn van 14 dagen zonder opgave van redenen de overeenkomst te herroepen.',
    period:
      'De herroepingstermijn verstrijkt 14 dagen na de dag waarop u of een door u aangewezen derde, die niet de vervoerder is, het toestel fysiek in bezit krijgt: de dag van de installatie. Valt die laatste dag op een zaterdag, een zondag of een wettelijke feestdag, dan loopt de termijn tot en met de eerstvolgende werkdag. U kunt ook al herroepen vóór de installatie, vanaf uw bestelling.',
    how: (seller: string) =>
      `Om het herroepingsrecht uit te oefenen, moet u de verkoper (${seller}) via een ondubbelzinnige verklaring (bv. schriftelijk per post of e-mail) op de hoogte stellen van uw beslissing de overeenkomst te herroepen. U kunt hiervoor gebruikmaken van het modelformulier voor herroeping hieronder, maar bent hiertoe niet verplicht. U kunt ook herroepen op uw persoonlijke pagina.`,
    inTime:
      'Om de herroepingstermijn na te leven volstaat het om uw mededeling betreffende uw uitoefening van het herroepingsrecht te verzenden voordat de herroepingstermijn is verstreken.',
    refund:
      'Als u de overeenkomst herroept, ontvangt u alle betalingen die u tot op dat moment hebt gedaan, onverwijld en in ieder geval niet later dan 14 dagen nadat de verkoper op de hoogte is gesteld van uw beslissing de overeenkomst te herroepen, van de verkoper terug. De verkoper betaalt u terug met hetzelfde betaalmiddel als waarmee u de oorspronkelijke transactie hebt verricht, tenzij u uitdrukkelijk anderszins hebt ingestemd; in ieder geval worden u voor zulke terugbetaling geen kosten in rekening gebracht.',
    valueLoss:
      'U bent alleen aansprakelijk voor de waardevermindering van het toestel die het gevolg is van het gebruik ervan dat verder gaat dan nodig is om de aard, de kenmerken en de werking ervan vast te stellen.',
  },
  fr: {
    right: 'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.',
    period:
      'Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession de l’appareil\u00a0: le jour de l’installation. Si ce dernier jour est un samedi, un dimanche ou un jour férié légal, le délai court jusqu’au premier jour ouvrable qui suit. Vous pouvez aussi vous rétracter avant l’installation, dès votre commande.',
    how: (seller: string) =>
      `Pour exercer le droit de rétractation, vous devez notifier au vendeur (${seller}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire. Vous pouvez aussi vous rétracter sur votre page personnelle.`,
    inTime:
      'Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
    refund:
      'En cas de rétractation de votre part du présent contrat, le vendeur vous rembourse tous les paiements reçus de vous, sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où il est informé de votre décision de rétractation du présent contrat. Il procède au remboursement en utilisant le même moyen de paiement que celui que vous avez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent\u202f; en tout état de cause, ce remboursement n’occasionne pas de frais pour vous.',
    valueLoss:
      'Votre responsabilité est engagée uniquement à l’égard de la dépréciation de l’appareil résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.',
  },
  meta: {
    status: 'adapted',
    source:
      'NL: the EU model instructions as reproduced by redfoximport.be, "Herroepingsvoorwaarden en formulier", https://www.redfoximport.be/j/shop/withdrawal, ' +
      'with the sales variant of rijschoolsweetlake.nl, https://www.rijschoolsweetlake.nl/herroepingsrecht/ ("... fysiek in bezit krijgt"), ' +
      'filled in for one installed softener; the fax left out (post-Omnibus model); "vóór de installatie, vanaf uw bestelling" is ours. ' +
      'FR: the first sentence is the annex 1 wording the French reader gave (review 2026-11-28, C7); the period and the refund follow ' +
      'the structure of the EU model instructions (directive 2011/83 annex I(A), French version) as the reader and shops quote them, with the ' +
      'article 13(1) wording from wordscope.be (http://wordscope.be/anglais/francais/withdrawal+of+undue.html); the loss of value after the ' +
      'French model (a public French terms page). The sentence on a last day that falls on a Saturday, Sunday or public holiday is ours, ' +
      'after Regulation 1182/71 art. 3(4) (directive 2011/83 recital 41), in both languages.',
    checkBeforeLive: `${JUSTEL_ANNEXES}: annex 1, which gives the seller the legal presumption of complete withdrawal information when used unchanged`,
  } satisfies LegalSource,
} as const;

/** The legal guarantee of conformity (old Civil Code art. 1649bis ff., law of 20 March 2022). `seller` is its name. */
export const LEGAL_GUARANTEE = {
  nl: (seller: string) =>
    `Wettelijke garantie: de verkoper (${seller}) staat gedurende twee jaar vanaf de levering (de installatie) in voor elk gebrek aan overeenstemming (art. 1649bis e.v. oud Burgerlijk Wetboek). Deze garantie geldt altijd, los van een eventuele commerciële garantie.`,
  fr: (seller: string) =>
    `Garantie légale\u00a0: le vendeur (${seller}) répond de tout défaut de conformité qui apparaît dans les deux ans à compter de la livraison, c’est-à-dire de l’installation (art. 1649bis et suivants de l’ancien Code civil). Cette garantie s’applique toujours, indépendamment d’une éventuelle garantie commerciale.`,
  meta: {
    status: 'draft',
    source:
      'Our wording (/work/notes/33-legal.md §4.2) after md-lex.be 2022-04-17 (law of 20 March 2022, in force 1 June 2022) and ' +
      'commerceliegeoisasbl.be (installed goods covered).',
    checkBeforeLive: 'the EU harmonised legal-guarantee notice (Implementing Regulation (EU) 2025/1960, NL and FR), due since 27 September 2026',
  } satisfies LegalSource,
} as const;

/** The out-of-court redress body for consumers (Book XVI WER); the EU ODR platform closed on 20 July 2025 and is never linked. */
export const CONSUMER_MEDIATION = {
  nl: {
    name: 'Consumentenombudsdienst',
    contact: 'North Gate II, Koning Albert II-laan 8 bus 1, 1000 Brussel, contact@consumentenombudsdienst.be, www.consumentenombudsdienst.be',
  },
  fr: {
    name: 'Service de Médiation pour le Consommateur',
    // The French address block as the French reader gave it (review 2026-11-28, C1).
    contact: 'boulevard du Roi Albert II 8, boîte 1, 1000 Bruxelles, contact@mediationconsommateur.be, www.mediationconsommateur.be',
  },
  meta: {
    status: 'verbatim-official',
    source:
      'FOD Economie, Belmed partner page "Consumentenombudsdienst", https://economie.fgov.be/nl/themas/online/belmed-onlinebemiddeling/alternatieve/vormen-van-geschillenregeling/ombudspersonen-en-diensten/belmedpartners/consumentenombudsdienst ' +
      '("De Consumentenombudsdienst is volledig gratis."); French name and site: https://mediationconsommateur.be/fr/information/information; ' +
      'the French address block and e-mail: the French reader\'s review of 2026-11-28 (C1).',
    checkBeforeLive: 'the service\'s current address, e-mail and sites (newer pages on consumerombudsman.be), and its French address block',
  } satisfies LegalSource,
} as const;
