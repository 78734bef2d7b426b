/** The hardness above which a softener pays off, as the FAQ of both languages states it. */
import { CLAIMS } from '../site.ts';

/** 1 °dH = 1.78 °fH (spec; VisionWater, https://visionwater.eu/nl/wat-is-waterhardheid/). */
const FH_PER_DH = 1.78;
/** The spec's 'hard above 15 °dH' in the calculator's unit: about 27 °fH. */
export const HARDNESS_THRESHOLD_FH = Math.round(CLAIMS.hardnessThresholdDh * FH_PER_DH);
