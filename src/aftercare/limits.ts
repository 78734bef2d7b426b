/** Longest texts of aftercare (issue 44): shared by the inputs (household-schema.ts, schema.ts) and the columns. */
export const AFTERCARE_LIMITS = { message: 2000, serviceMessage: 500, reviewText: 1000, reviewTextMin: 10, saltKgMax: 2000, note: 500 } as const;
