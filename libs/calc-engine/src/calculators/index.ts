import { bmi } from './bmi/bmi.js';
import { bodyFat } from './body-fat/body-fat.js';
import { bmr } from './bmr/bmr.js';
import { waterIntake } from './water-intake/water-intake.js';
import { calorie } from './calorie/calorie.js';
import { protein } from './protein/protein.js';
import { macros } from './macros/macros.js';
import { idealWeight } from './ideal-weight/ideal-weight.js';
import { bodySurfaceArea } from './body-surface-area/body-surface-area.js';
import { targetHeartRate } from './target-heart-rate/target-heart-rate.js';
import { pregnancyDueDate } from './pregnancy-due-date/pregnancy-due-date.js';
import { loan } from './loan/loan.js';

/**
 * Every calculator of the engine, in catalogue order (finance, health, education, business).
 * Add a calculator by writing its folder and listing its definition here.
 */
export const calculatorDefinitions = [
  loan,
  bmi,
  bodyFat,
  bmr,
  waterIntake,
  calorie,
  protein,
  macros,
  idealWeight,
  bodySurfaceArea,
  targetHeartRate,
  pregnancyDueDate,
] as const;
