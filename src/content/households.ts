/** The sentence about how many households signed up (decision 022): only with a figure from the leads. */
import { formatNumber } from '../format.ts';

export function householdsSentence(households: number): string {
  return `Al ${formatNumber(households)} gezinnen schreven zich in voor deze groepsaankoop.`;
}
