/** The texts of the thank-you page (spec section 2). */
export const THANK_YOU_TEXTS = {
  heading: 'Bedankt voor uw aanmelding!',
  received: 'We hebben uw gegevens goed ontvangen. Een medewerker neemt binnenkort telefonisch contact met u op.',
  mailSent: 'We hebben u ook een bevestigingsmail gestuurd.',
  expectHeading: 'Wat mag u verwachten?',
  home: 'Terug naar de startpagina',
} as const;
