/**
 * The static sentence shown under every result (docs/product.md#copy-texts), with the number formatted for people.
 * @param calculatorName - the calculator's title ("BMI Calculator")
 * @param formattedResult - the result as displayed ("24.22 kg/m²")
 * @returns the sentence
 * @example
 * staticExplanation('BMI Calculator', '24.22'); // 'Your bmi calculator result is 24.22. This represents the calculated value based on your inputs.'
 */
export function staticExplanation(calculatorName: string, formattedResult: string): string {
  // The original site prints "{number} ." with a stray space before the full stop; we keep its words, not its typo.
  return `Your ${calculatorName.toLowerCase()} result is ${formattedResult}. This represents the calculated value based on your inputs.`;
}
