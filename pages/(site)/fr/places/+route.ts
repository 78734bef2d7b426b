/**
 * The French place pages' route: `/fr/charleroi`, `/fr/liege`, ... (src/places/french.ts). Fixed French
 * pages (`/fr/merci`, `/fr/vie-privee`) take precedence; `+data` answers 404 for any other segment.
 */
export default '/fr/@slug';
