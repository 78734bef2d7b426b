/**
 * The Dutch validation messages of the signup form (spec section 5, word for word) and of the API: loaded
 * with the form's schema when the visitor starts filling it in (src/leads/schema.ts), not with the page.
 */
export const NL_VALIDATION = {
  messages: {
    firstName: 'Voornaam is verplicht',
    lastName: 'Naam is verplicht',
    phone: 'Voer een geldig telefoonnummer in',
    email: 'Voer een geldig e-mailadres in',
    street: 'Straat is verplicht',
    houseNumber: 'Huisnummer is verplicht',
    postalCode: 'Voer een geldige postcode in (4 cijfers)',
    city: 'Plaats is verplicht',
    waterSoftenerType: 'Selecteer een type waterverzachter',
    hasWifi: 'Geef aan of u draadloos internet heeft',
    invalidUrl: 'Ongeldige URL',
    urlNotHttp: 'URL moet beginnen met http',
    privacyPolicy: 'U moet akkoord gaan met de privacyverklaring',
    language: 'Kies nl of fr',
    notAnObject: 'Verstuur de gegevens als één JSON-object',
    invalidInput: 'Ongeldige gegevens',
  },
  /** A value longer than its column (not in the spec; same wording for every field). */
  tooLong: (label: string, max: number) => `${label} mag hoogstens ${max} tekens bevatten`,
  /** Control characters or broken Unicode (src/text.ts): never typed by a person. */
  invalidCharacters: (label: string) => `${label} bevat ongeldige tekens`,
  /** A name with something else than letters, spaces, apostrophes, hyphens and dots. */
  notAName: (label: string) => `${label} mag alleen letters, spaties, apostroffen, koppeltekens en punten bevatten`,
  /** An address field with a web address, an e-mail address or markup in it. */
  linkOrMarkup: (label: string) => `${label} mag geen webadres, e-mailadres of HTML-code bevatten`,
  /** Invisible characters (bidi controls, zero-width characters): pasted, never typed. */
  invisibleCharacters: (label: string) => `${label} bevat onzichtbare tekens: typ de waarde opnieuw`,
} as const;
