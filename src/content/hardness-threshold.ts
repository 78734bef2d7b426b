/**
 * Where hard water begins, as the FAQ of both languages states it (issue 36: the spec's 'a softener pays
 * off above 15 °dH', about 27 °fH, had no source). Aquaflanders: "Hard water (boven 30°F of 17°D) kan
 * zorgen voor comfortproblemen" (https://www.aquaflanders.be/mijn-waterhardheid.aspx, undated, read
 * 2026-11-27); L'Avenir for Wallonia: "à partir de 30 °f, elle est dite dure" (23/02/2018).
 */
export const HARD_FROM_FH = 30;

/** The same in German degrees, as Aquaflanders gives it. */
export const HARD_FROM_DH = 17;
