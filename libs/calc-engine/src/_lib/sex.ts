/** Select codes of the health calculators' `sex` input Codes start at 1, never 0, so a valid choice is never falsy. */
export const SEX = { male: 1, female: 2 } as const;

export type Sex = (typeof SEX)[keyof typeof SEX];

/** The options of every `sex` select. */
export const SEX_OPTIONS = [SEX.male, SEX.female] as const;
