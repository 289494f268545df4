/** The home page's "Popular Calculators" grid, in this order: BMI, Loan, GPA, Mortgage, Body Fat, ROI. */
export const popularSlugs = ['bmi', 'loan', 'gpa', 'mortgage', 'body-fat', 'roi'] as const;

/** The calculators "Try a Calculator Now" picks one of at random (docs/product.md#home-and-footer-lists). */
export const tryNowSlugs = ['bmi', 'loan', 'gpa', 'mortgage'] as const;
