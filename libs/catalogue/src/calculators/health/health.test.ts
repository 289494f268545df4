import { calculate, type RawInputs } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { explanatoryText } from '../../schema.js';
import type { CalculatorDefinition } from '../../types.js';
import { explanatoryContents } from '../index.js';
import { bmi } from '../../generated/described/bmi.js';
import { bmr } from '../../generated/described/bmr.js';
import { bodyFat } from '../../generated/described/body-fat.js';
import { bodySurfaceArea } from '../../generated/described/body-surface-area.js';
import { calorie } from '../../generated/described/calorie.js';
import { longDate } from '../../long-date.js';
import { kilogramRange, kilogramsAndPounds } from './health-reading.js';
import { idealWeight } from '../../generated/described/ideal-weight.js';
import { macros } from '../../generated/described/macros.js';
import { pregnancyDueDate } from '../../generated/described/pregnancy-due-date.js';
import { protein } from '../../generated/described/protein.js';
import { targetHeartRate } from '../../generated/described/target-heart-rate.js';
import { waterIntake } from '../../generated/described/water-intake.js';

function interpretation(definition: CalculatorDefinition, inputs: RawInputs): string {
  return definition.interpret(calculate(definition.slug, inputs));
}

function exampleInputs(definition: CalculatorDefinition, index: number): RawInputs {
  const example = definition.examples[index];
  if (!example) throw new Error(`${definition.slug} has no example ${index + 1}`);
  return example.inputs;
}

describe('BMI advice per CDC adult category', () => {
  it('normal weight: reassurance and how to keep it', () => {
    expect(interpretation(bmi, exampleInputs(bmi, 0))).toBe(
      'Your BMI of 24.22 is in the normal weight range (18.5 to 24.9) for adults. This range is linked with the lowest risk of weight-related health problems. Keep it up with regular meals built around vegetables, fruit, whole grains and protein, at least 150 minutes of moderate activity a week, and good sleep. The healthy weight range for your height is shown under Additional Details.',
    );
  });

  it('overweight: practical changes, and that muscle can put a healthy person here', () => {
    const text = interpretation(bmi, exampleInputs(bmi, 1));
    expect(text).toMatch(/^Your BMI of 26\.23 is in the overweight range \(25 to 29\.9\)/);
    expect(text).toContain('muscular people can land here while healthy');
  });

  it('underweight and obese: both suggest a professional', () => {
    expect(interpretation(bmi, exampleInputs(bmi, 3))).toMatch(/^Your BMI of 17\.3 is in the underweight range \(below 18\.5\).*registered dietitian/);
    expect(interpretation(bmi, exampleInputs(bmi, 4))).toMatch(/^Your BMI of 32\.65 is in the obese range \(30 or more\).*a doctor can check/);
  });

  it('places the boundaries as the CDC does: 25.0 is overweight, 18.5 is normal', () => {
    expect(interpretation(bmi, { weight: 25 * 1.6 ** 2, height: 160 })).toContain('overweight range');
    expect(interpretation(bmi, { weight: 18.5 * 1.6 ** 2, height: 160 })).toContain('normal weight range');
  });

  it('reads a result in US units the same way', () => {
    expect(interpretation(bmi, { weight: 150, height: 65, unitSystem: 2 })).toMatch(/^Your BMI of 24\.96 is in the normal weight range/);
  });
});

describe('interpretations of the other health calculators', () => {
  it('body fat: the ACE category, and the fat and lean mass when weighed', () => {
    expect(interpretation(bodyFat, exampleInputs(bodyFat, 0))).toBe(
      'Your estimated body fat is 18.4%. This is the ACE "average" range, where most adults sit. Regular activity and a balanced diet help keep it from creeping up.',
    );
    expect(interpretation(bodyFat, exampleInputs(bodyFat, 2))).toContain(
      'That is about 15.8 kg (34.9 lb) of fat and 44.2 kg (97.3 lb) of lean mass',
    );
  });

  it('body fat: an implausible estimate asks to measure again', () => {
    const veryLean = { sex: 1, height: 190, neck: 45, waist: 60 };
    expect(calculate('body-fat', veryLean).value).toBeLessThan(2);
    expect(interpretation(bodyFat, veryLean)).toContain('unlikely to be accurate');
    expect(interpretation(bodyFat, exampleInputs(bodyFat, 0))).not.toContain('unlikely to be accurate');
  });

  it('BMR: a floor, not an eating target, with the needs at two activity levels', () => {
    expect(interpretation(bmr, exampleInputs(bmr, 0))).toBe(
      "At complete rest your body burns about 1,320 kcal a day, just to keep your heart beating, your lungs breathing and your organs working. This is not how much you should eat: everyday movement and exercise add to it. With little exercise you need roughly 1,584 kcal a day; with moderate exercise 3 to 5 days a week, about 2,046 kcal. Eating less than your BMR for long periods is not recommended without a doctor's or dietitian's guidance.",
    );
  });

  it('water: liters, cups and ounces, with the National Academies reference when a sex is given', () => {
    expect(interpretation(waterIntake, exampleInputs(waterIntake, 1))).toBe(
      "Aim for about 2.45 liters of fluid a day (about 10 cups of 8 oz, or 83 fl oz). Water, milk, tea and coffee all count. For comparison, the National Academies' adequate intake for men is 3.7 liters of total water a day, of which about 3 liters usually comes from drinks and the rest from food. Spread it through the day, drink more when you are thirsty or sweating, and use pale yellow urine as a sign you are drinking enough.",
    );
    expect(interpretation(waterIntake, exampleInputs(waterIntake, 2))).toContain('adequate intake for women is 2.7 liters');
    expect(interpretation(waterIntake, exampleInputs(waterIntake, 0))).not.toContain('adequate intake');
    expect(interpretation(waterIntake, exampleInputs(waterIntake, 4))).toContain('spread it through the day rather than drinking large amounts at once');
  });

  it('calorie: maintenance, BMR share and the pace of the chosen goal', () => {
    expect(interpretation(calorie, exampleInputs(calorie, 0))).toBe(
      "To keep your weight steady you need about 2,139 kcal a day. Of that, about 1,380 kcal is your body's energy use at rest (BMR); the rest fuels your daily activity.",
    );
    expect(interpretation(calorie, exampleInputs(calorie, 2))).toContain(
      'At about 2,220 kcal a day you should lose about 0.5 kg (1 lb) a week at first',
    );
    expect(interpretation(calorie, exampleInputs(calorie, 3))).toContain('gain about 0.25 kg (0.5 lb) a week');
  });

  it('calorie: warns below the usual minimum intakes, and only for a loss goal', () => {
    expect(interpretation(calorie, exampleInputs(calorie, 4))).toContain('That is below 1,200 kcal a day');
    const mildLossForMan = { sex: 1, age: 60, weight: 60, height: 165, activityLevel: 1.2, goal: -250 };
    expect(calculate('calorie', mildLossForMan).details['targetCalories']).toBeGreaterThan(1200);
    expect(interpretation(calorie, mildLossForMan)).toContain('If you are a man, this is below the 1,500 kcal');
    expect(interpretation(calorie, exampleInputs(calorie, 2))).not.toMatch(/below 1,[25]00 kcal/);
  });

  it('protein: grams, per meal, and the RDA and athletes’ range for the weight', () => {
    expect(interpretation(protein, exampleInputs(protein, 0))).toBe(
      'Aim for about 84 g of protein a day (336 kcal). Spread over 3 meals that is about 28 g each. For your weight, the RDA minimum is 56 g, and the range advised for athletes is 84–140 g.',
    );
    expect(interpretation(protein, exampleInputs(protein, 2))).toContain('if you have kidney disease');
    expect(interpretation(protein, exampleInputs(protein, 0))).not.toContain('kidney');
  });

  it('macros: grams and calories of each, judged against the National Academies ranges', () => {
    expect(interpretation(macros, exampleInputs(macros, 0))).toBe(
      'Each day: 250 g of carbohydrate (1,000 kcal), 100 g of protein (400 kcal) and 67 g of fat (600 kcal). This split sits within the ranges the National Academies advise for adults (carbohydrate 45–65%, protein 10–35%, fat 20–35% of calories).',
    );
    expect(interpretation(macros, exampleInputs(macros, 2))).toContain(
      'carbohydrate (5%) is below the 45–65% range and fat (70%) is above the 20–35% range',
    );
    expect(interpretation(macros, { calories: 2000, dietType: 4 })).toContain(
      'carbohydrate (30%) is below the 45–65% range and protein (40%) is above the 10–35% range',
    );
  });

  it('ideal weight: Devine first, the spread of the formulas, the healthy BMI range; a note below 5 ft', () => {
    expect(interpretation(idealWeight, exampleInputs(idealWeight, 0))).toBe(
      'By the Devine formula, the clinical standard, your ideal weight is 73 kg (160.9 lb). The four formulas span 70.3–75 kg (155–165.3 lb). A healthy BMI (18.5 to 24.9) at your height means a weight of 58.5–78.7 kg (128.9–173.5 lb): anywhere in that range can be healthy, depending on your build and muscle.',
    );
    expect(interpretation(idealWeight, { sex: 2, height: 150 })).toContain('Below 5 ft the formulas are stretched');
    expect(interpretation(idealWeight, { sex: 2, height: 152.4 })).not.toContain('Below 5 ft');
  });

  it('body surface area: the Mosteller value, the other formulas, the 1.73 m² standard', () => {
    expect(interpretation(bodySurfaceArea, exampleInputs(bodySurfaceArea, 0))).toBe(
      'The body surface area is 1.84 m² by the Mosteller formula. The four formulas give 1.84 to 1.85 m², so they agree closely. That is larger than the 1.73 m² standard adult used in medicine. If this is for a medicine dose, the dose is set by your doctor or pharmacist: never change one yourself.',
    );
    expect(interpretation(bodySurfaceArea, { height: 250, weight: 40 })).toContain('usual only at the extremes of body size');
  });

  it('target heart rate: the zone the target falls in, from very light to near maximum', () => {
    const at = (intensity: number) => interpretation(targetHeartRate, { age: 40, method: 1, restingHeartRate: 60, intensity });
    expect(at(40)).toContain('below the moderate zone');
    expect(at(60)).toContain('That is moderate intensity');
    expect(at(70)).toContain('the top of the moderate zone and the start of the vigorous one');
    expect(at(80)).toContain('That is vigorous intensity');
    expect(at(95)).toContain('above the vigorous zone');
    expect(at(70)).toContain('your moderate zone is 120–144 bpm and your vigorous zone 144–162 bpm');
  });

  it('due date: the date written out, weeks pregnant, trimester and days to go on the as-of day', () => {
    expect(interpretation(pregnancyDueDate, exampleInputs(pregnancyDueDate, 0))).toBe(
      'Your estimated due date is Sunday, October 8, 2023. On Wednesday, March 1, 2023 you are 8 weeks and 3 days pregnant, in the first trimester, with 221 days (about 31 weeks) to go. Only about 1 in 20 babies arrives on the due date itself; most come in the two weeks either side. Your midwife or doctor will confirm the date, usually with an early ultrasound.',
    );
    expect(interpretation(pregnancyDueDate, exampleInputs(pregnancyDueDate, 1))).toContain('17 weeks and 2 days pregnant, in the second trimester');
  });

  it('due date: past the date, on the date, and too early to count', () => {
    const late = { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-10-10' };
    expect(interpretation(pregnancyDueDate, late)).toContain('you are 40 weeks and 3 days, 3 days past the due date');
    const onTheDay = { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-10-07' };
    expect(interpretation(pregnancyDueDate, onTheDay)).toContain('On Monday, October 7, 2024 you reach your due date, at 40 weeks.');
    const longCycle = { method: 1, lastPeriodDate: '2024-03-01', cycleLength: 45, asOfDate: '2024-03-10' };
    expect(interpretation(pregnancyDueDate, longCycle)).toContain('it is too early to count weeks of pregnancy');
  });
});

describe('health result wording helpers', () => {
  it('write dates in full, in UTC, whatever the time zone', () => {
    expect(longDate('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(longDate('not a date')).toBe('not a date');
  });

  it('give body weights in kilograms and pounds', () => {
    expect(kilogramsAndPounds(73)).toBe('73 kg (160.9 lb)');
    expect(kilogramRange(58.4838, 78.716)).toBe('58.5–78.7 kg (128.9–173.5 lb)');
  });
});

/** A figure the explanatory text quotes: the engine output it must equal, and the decimals it is quoted with. */
interface QuotedFigure {
  readonly inputs: RawInputs;
  readonly output: string;
  readonly decimals: number;
}

function quoted(inputs: RawInputs, decimals: number, ...outputs: string[]): QuotedFigure[] {
  return outputs.map((output) => ({ inputs, output, decimals }));
}

/** Every figure a health page's text quotes from a computation: if the engine or the text changes, this fails. */
const QUOTED_FIGURES: readonly (readonly [CalculatorDefinition, readonly QuotedFigure[]])[] = [
  [bmi, [
    ...quoted(exampleInputs(bmi, 0), 2, 'bmi', 'bmiPrime'),
    ...quoted(exampleInputs(bmi, 1), 2, 'bmi'),
    ...quoted(exampleInputs(bmi, 2), 2, 'bmi'),
    ...quoted(exampleInputs(bmi, 0), 1, 'healthyWeightMin', 'healthyWeightMax'),
    ...quoted({ weight: 150, height: 65, unitSystem: 2 }, 2, 'bmi'),
    ...quoted({ weight: 150 * 0.45359237, height: 65 * 2.54 }, 2, 'bmi'),
  ]],
  [bodyFat, [
    ...quoted(exampleInputs(bodyFat, 0), 1, 'bodyFatPercentage'),
    ...quoted(exampleInputs(bodyFat, 2), 1, 'bodyFatPercentage', 'fatMass', 'leanMass'),
  ]],
  [bmr, [
    ...quoted(exampleInputs(bmr, 0), 2, 'bmr'),
    ...quoted(exampleInputs(bmr, 2), 0, 'bmr'),
    ...quoted(exampleInputs(bmr, 3), 0, 'bmr'),
    ...quoted(exampleInputs(bmr, 4), 0, 'bmr'),
  ]],
  [waterIntake, [
    ...quoted(exampleInputs(waterIntake, 0), 2, 'waterIntake'),
    ...quoted(exampleInputs(waterIntake, 1), 2, 'waterIntake'),
    ...quoted(exampleInputs(waterIntake, 1), 0, 'cups'),
  ]],
  [calorie, [
    ...quoted(exampleInputs(calorie, 0), 2, 'bmr'),
    ...quoted(exampleInputs(calorie, 0), 0, 'maintenanceCalories'),
    ...quoted(exampleInputs(calorie, 2), 0, 'maintenanceCalories', 'targetCalories'),
  ]],
  [protein, [
    ...quoted(exampleInputs(protein, 0), 0, 'proteinGrams', 'proteinCalories', 'rdaGrams', 'athleteRangeMin', 'athleteRangeMax'),
  ]],
  [macros, [
    ...quoted(exampleInputs(macros, 0), 0, 'carbsGrams', 'proteinGrams', 'fatGrams'),
    ...quoted({ calories: 2000, dietType: 5 }, 0, 'carbsGrams', 'proteinGrams', 'fatGrams'),
    ...quoted(exampleInputs(macros, 2), 1, 'carbsGrams'),
  ]],
  [idealWeight, [
    ...quoted(exampleInputs(idealWeight, 0), 1, 'idealWeightDevine', 'idealWeightRobinson', 'idealWeightMiller', 'idealWeightHamwi'),
    ...quoted(exampleInputs(idealWeight, 0), 1, 'healthyBmiWeightMin', 'healthyBmiWeightMax'),
    ...quoted(exampleInputs(idealWeight, 1), 1, 'idealWeightDevine'),
  ]],
  [bodySurfaceArea, [
    ...quoted(exampleInputs(bodySurfaceArea, 0), 2, 'bsaMosteller', 'bsaDuBois'),
    ...quoted(exampleInputs(bodySurfaceArea, 1), 2, 'bsaMosteller'),
    ...quoted(exampleInputs(bodySurfaceArea, 2), 2, 'bsaMosteller'),
    ...quoted(exampleInputs(bodySurfaceArea, 3), 2, 'bsaMosteller'),
  ]],
  [targetHeartRate, [
    ...quoted(exampleInputs(targetHeartRate, 0), 0, 'targetHeartRate', 'maxHeartRate', 'heartRateReserve'),
    ...quoted(exampleInputs(targetHeartRate, 2), 0, 'targetHeartRate'),
    // CDC's example: a 50-year-old's moderate range, 64 to 76% of maximum.
    ...quoted({ age: 50, method: 2, intensity: 64 }, 0, 'targetHeartRate'),
    ...quoted({ age: 50, method: 2, intensity: 76 }, 0, 'targetHeartRate'),
  ]],
];

const NUMBER = new Intl.NumberFormat('en-US', { useGrouping: true });

function fixed(value: number, decimals: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Whether `text` quotes a number exactly: "73.0" also as "73", but "73" never inside "173" or "73.5". */
function quotes(text: string, shown: string): boolean {
  return [shown, shown.replace(/\.0+$/, '')].some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\d,.])${escaped}(?!\\d|[,.]\\d)`).test(text);
  });
}

function pageText(definition: CalculatorDefinition): string {
  return explanatoryText(explanatoryContents[definition.slug]);
}

describe.each(QUOTED_FIGURES.map(([definition, figures]) => [definition.slug, definition, figures] as const))(
  '%s explanatory text',
  (_slug, definition, figures) => {
    it('quotes the figures the engine computes', () => {
      const text = pageText(definition);
      const wrong = figures.flatMap(({ inputs, output, decimals }) => {
        const value = calculate(definition.slug, inputs).details[output];
        if (typeof value !== 'number') return [`${output} of ${JSON.stringify(inputs)} is not a number`];
        const shown = fixed(value, decimals);
        return quotes(text, shown) ? [] : [`${output} = ${shown} for ${JSON.stringify(inputs)}`];
      });
      expect(wrong).toEqual([]);
    });
  },
);

describe('pregnancy-due-date explanatory text', () => {
  it('quotes the dates the engine computes', () => {
    const text = pageText(pregnancyDueDate);
    const monthDay = (iso: string) => longDate(iso).replace(/^\w+, /, '').replace(/, \d{4}$/, '');
    const monthDayYear = (iso: string) => longDate(iso).replace(/^\w+, /, '');
    const from2023 = calculate('pregnancy-due-date', exampleInputs(pregnancyDueDate, 0)).details;
    const from2024 = calculate('pregnancy-due-date', exampleInputs(pregnancyDueDate, 1)).details;
    expect(text).toContain(monthDayYear(String(from2023['dueDate'])));
    expect(text).toContain(monthDayYear(String(from2024['dueDate'])));
    expect(text).toContain(`the second trimester then starts on ${monthDay(String(from2024['secondTrimesterStart']))}`);
    expect(text).toContain(`the third on ${monthDay(String(from2024['thirdTrimesterStart']))}`);
    const longCycle = calculate('pregnancy-due-date', exampleInputs(pregnancyDueDate, 2)).details;
    const sameDayOn28 = calculate('pregnancy-due-date', { ...exampleInputs(pregnancyDueDate, 2), cycleLength: 28 }).details;
    const shift = (Date.parse(String(longCycle['dueDate'])) - Date.parse(String(sameDayOn28['dueDate']))) / 86_400_000;
    expect(text).toContain(`A 32-day cycle moves the date ${NUMBER.format(shift)} days later`);
  });
});
