/**
 * What the home hero says about the campaign (docs/decisions/021-only-true-claims.md): the phase it is
 * in, and only when the operator configured a real end (CAMPAIGN_ENDS_AT), the time left until then.
 */
export const CAMPAIGN_TEXT = {
  /** Without a configured end: what is true on every installation. */
  open: 'Inschrijven kan nu, gratis en vrijblijvend. Een nieuwe ronde start zodra er genoeg deelnemers zijn.',
  countdownLabel: 'Aanbieding eindigt over',
  ended: 'Deze actie is afgelopen. Schrijf u in voor de volgende ronde.',
  units: { day: 'dag', days: 'dagen', hours: 'uur', minutes: 'min', seconds: 'sec' },
} as const;
