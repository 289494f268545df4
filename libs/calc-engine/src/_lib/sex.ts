/** Select codes of the health calculators' `sex` input (CALCULATORS.md, HEALTH). Codes start at 1, never 0. */
export const SEX = { male: 1, female: 2 } as const;

export type Sex = (typeof SEX)[keyof typeof SEX];

/** The options of every `sex` select. */
export const SEX_OPTIONS = [SEX.male, SEX.female] as const;
