export { categories, TOPIC_HEADINGS_ABOVE } from './categories.js';
export { categoryName } from './category-names.js';
export type { Category, Topic } from './categories.js';
export { calculatorDefinitions, explanatoryContents } from './calculators/index.js';
export { findCalculatorSlug } from './addresses.js';
export { badgeTone } from './badge.js';
export type { BadgeTone } from './badge.js';
export { footerQuickLinks, popularSlugs, tryNowSlugs } from './home.js';
export type { QuickLink } from './home.js';
export { calculatorPath, calculatorsInCategory, categoryCounts, computeExample } from './lookup.js';
export { primaryUnit } from './primary-unit.js';
export {
  countWords, engineProblems, explanatoryText, explanatoryWordCount, MAX_DESCRIPTION_LENGTH, MIN_EXAMPLES,
  MIN_EXPLANATORY_WORDS, MIN_FAQ_ENTRIES, MIN_KEYWORDS, RELATED_COUNT, validateContent, validateDefinition,
} from './schema.js';
export type { EngineFacingDefinition } from './schema.js';
export {
  cmToFeetInches, CM_PER_IN, feetInchesToCm, fromMetric, joinFeetInches, KG_PER_LB, METRIC_UNITS, placeholderInUnits, splitFeetInches,
  toMetric, unitSystemLabels, US_UNITS,
} from './units.js';
export type { FeetAndInches } from './units.js';
export { categoryDisclaimers, disclaimers } from './disclaimers.js';
export { interpretResult } from './described-calculator.js';
export {
  currencySymbol, decimalsForSignificant, defaultDecimals, formatMoney, formatNumber, formatQuantity, formatSignificant, labelFromName,
  numbersInFormat, outputPrecision, resultPrecision,
} from './format.js';
export type { Precision, SignificantDigits } from './format.js';
export { csvSeparator, DEFAULT_NUMBER_FORMAT, NUMBER_STYLES, typedNumberText } from './number-format.js';
export type { CurrencyCode, NumberFormatChoice, NumberLocale } from './number-format.js';
export { CURRENCIES, isNumberFormatChoice, numberFormatForLanguage } from './number-format-choices.js';
export { exampleCardText, formatResult } from './result-format.js';
export { chartPointLabel } from './chart-labels.js';
export { money } from './result-reading.js';
export { feetInchesKeys, parseTypedNumber, withoutThousandsSeparators } from './typed-number.js';
export { readFeetInches } from './feet-inches.js';
export type { FeetInchesReading } from './feet-inches.js';
export {
  calculatorCount, calculatorSummaries, findCalculatorSummary, listedCategories, popularSummaries, summaryCounts, topicGroups, toSummary,
} from './summaries.js';
export type { CalculatorSummary, TopicGroup } from './summaries.js';
export { calculatorSearchTerms } from './generated/calculator-search-terms.js';
export { calculatorCodeLoaders, calculatorPageLoaders } from './generated/calculator-page-loaders.js';
export type { CalculatorCode, CalculatorPageParts } from './generated/calculator-page-loaders.js';
export { contentLoaders } from './generated/content-loaders.js';
export type * from './types.js';

/** The site's name, used in titles and the header. */
export const SITE_NAME = 'CalcHub';
/** The hero title of the home page. */
export const SITE_TAGLINE = 'Free online calculators with the formula shown';
export { isTextResult, outputLabel, readCalculatorInputs, SOLVE_PARAMETER, solvedInput } from './read-inputs.js';
export type { GivenInputs, InputsReading, ReadableCalculator, ReadablePage, ReadingError, ReadingOptions, UnitSystem } from './read-inputs.js';
