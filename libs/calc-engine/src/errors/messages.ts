import { notANumber, notNegative } from './typed-value-messages.js';

/** A Title Case label inside a sentence: lower case, but an abbreviation keeps its capitals ("Interest Rate (APR)"). */
function inSentence(label: string): string {
  return label.split(' ').map((word) => (/[A-Z]{2}/.test(word) && word === word.toUpperCase() ? word : word.toLowerCase())).join(' ');
}

/**
 * Every message text the engine can produce, in one place so tests and the UI can pin them.
 * Messages name the field by its plain label and say what a valid value looks like.
 */
export const messages = {
  unknownCalculator: (slug: string) => `Unknown calculator "${slug}"`,
  required: (label: string) => `${label} is required`,
  notANumber,
  notADate: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  notATime: (label: string) => `${label} must be a time of day (HH:MM, 24-hour)`,
  notADateTime: (label: string) => `${label} must be a date and time (YYYY-MM-DDTHH:MM)`,
  notADuration: (label: string) => `${label} must be a duration (M:SS or H:MM:SS)`,
  notANumberList: (label: string, item: string) =>
    `${label} must be numbers separated by commas, semicolons, spaces or new lines ("${item}" is not a number)`,
  tooManyNumbers: (label: string, max: number) => `${label} can hold at most ${max.toLocaleString('en-US')} numbers`,
  notATimeZone: (label: string) => `${label} must be a time zone name, such as America/New_York or UTC`,
  notADateList: (label: string, item: string) =>
    `${label} must be dates (YYYY-MM-DD) separated by commas, semicolons, spaces or new lines ("${item}" is not a date)`,
  tooManyDates: (label: string, max: number) => `${label} can hold at most ${max.toLocaleString('en-US')} dates`,
  textTooLong: (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en-US')} characters long`,
  notAnOption: (label: string) => `${label} must be one of the listed options`,
  notAWholeNumber: (label: string) => `${label} must be a whole number`,
  greaterThanZero: (label: string) => `${label} must be greater than 0`,
  notNegative,
  zeroOrMore: (label: string) => `${label} must be 0 or more`,
  fromTo: (label: string, min: number, max: number) => `${label} must be from ${min} to ${max}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  lessThan: (label: string, other: string) => `${label} must be less than ${other}`,
  greaterThan: (label: string, other: string) => `${label} must be greater than ${other}`,
  atLeastAMonthAfter: (label: string, other: string) => `${label} must be at least a month after ${other}`,
  notInFuture: (label: string) => `${label} cannot be in the future`,
  withinLastDays: (label: string, days: number) => `${label} must be within the last ${days} days`,
  mustAddUpTo100: (labels: string) => `${labels} must add up to 100`,
  atLeastOneMonth: (label: string) => `${label} must be at least 1 month`,
  lengthAtLeastOneMonth: () => 'Enter a length of at least 1 month',
  resultTooLarge: (label: string) => `${label} is too large: the result cannot be computed`,
  tooSmallFor: (label: string, result: string) => `${label} is too small: the ${result} cannot be computed`,
  notZero: (label: string) => `${label} cannot be 0`,
  notMoreThan: (label: string, other: string) => `${label} cannot be more than ${other}`,
  notBefore: (label: string, other: string) => `${label} cannot be before ${other}`,
  addAtLeastOne: (item: string) => `Add at least one ${item}`,
  notSolvable: (name: string) => `"${name}" cannot be solved for in this calculator`,
  noSolution: (label: string, known: string) => `No ${inSentence(label)} gives this ${inSentence(known)}`,
  moreThanOneSolution: (label: string, known: string) =>
    `More than one ${inSentence(label)} gives this ${inSentence(known)}: change the other inputs`,
  noBreakEven: () => 'No break-even: each unit loses money (the selling price must be more than the variable cost)',
  paymentTooSmall: (label: string) => `${label} is too small: the loan would take more payments than can be counted`,
  paymentBelowInterest: () => 'The payment does not cover the interest: the loan is never repaid',
  paymentsBelowLoan: () => 'The payments add up to less than the loan amount',
  rateAbove1200: () => 'No interest rate up to 1,200% a year gives this monthly payment',
  noEquityToBorrow: () => 'There is no equity to borrow at this CLTV',
  notSolvableWithLumpSums: () => 'The extra per month can only be solved for without yearly or one-time extras',
  cardNeverPaidOff: () => 'The payment does not cover the monthly interest: the balance never goes down',
  residualAboveCapCost: () => 'The residual value is more than the adjusted capitalized cost: lower the residual or the down payment',
  debtsUseBudget: () => 'Debts and fixed housing costs use up the whole budget',
  noCashInvested: () => 'No cash is invested: enter a down payment or closing costs',
  noWorkingDays: () => 'Holidays and vacation leave no working days in the year',
  noIrr: () => 'No rate of return between −99% and 1,000% a year makes these cash flows worth 0',
  neverPaidOff: (label: string, firstInterest: number) =>
    `${label} is too low: the debt is never paid off (it must be more than the first month's interest, $${firstInterest.toFixed(2)})`,
} as const;
