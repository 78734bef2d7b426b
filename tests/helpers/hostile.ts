/**
 * Lead values that hold HTML and script, as an attacker would submit them through the public form or
 * API (they are valid text): shown to staff, mailed and exported, they must stay plain text.
 * `window.__pwned` is what any of them would set if it ever ran.
 */
export const HOSTILE_LEAD_VALUES = {
  firstName: '<script>window.__pwned=1</script>',
  lastName: '<img src=x onerror="window.__pwned=1">',
  street: '"><svg onload=window.__pwned=1>',
  houseNumber: '<b>1</b>',
  city: "Gent' OR '1'='1",
  utmCampaign: '<a href="javascript:alert(1)">x</a>',
  sourceUrl: 'http://127.0.0.1/?q=<script>window.__pwned=1</script>',
} as const;
