import { decimal, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const MALE = 1;

/**
 * Worked steps of the calorie calculator: Mifflin-St Jeor BMR, times the activity factor, plus the goal.
 * @param context - `sex`, `age`, `weight`, `height`, `activityLevel`, `goal` and the result
 * @returns the steps, ending with the maintenance calories
 * @example
 * calorieSteps(context)[1]; // { label: 'Maintenance calories', expression: '1,380.25 × 1.55', value: '2,139 kcal/day' }
 */
export function calorieSteps(context: StepContext): WorkedStep[] {
  const male = context.number('sex') === MALE;
  const factor = context.number('activityLevel');
  const goal = context.number('goal', 0);
  const bmr = decimal(context.detail('bmr'), 2);
  const terms = [
    `10 × ${decimal(context.number('weight'))}`,
    `6.25 × ${decimal(context.number('height'))}`,
    `−5 × ${decimal(context.number('age'))}`,
    male ? '5' : '−161',
  ];
  const bmrStep = { label: 'BMR (Mifflin-St Jeor)', expression: sum(terms), value: context.output('bmr') };
  const maintenanceStep = { label: 'Maintenance calories', expression: `${bmr} × ${decimal(factor)}` };
  if (goal === 0) return [bmrStep, { ...maintenanceStep, value: context.primary() }];
  const maintenance = decimal(context.detail('maintenanceCalories'), 2);
  return [
    bmrStep,
    { ...maintenanceStep, value: context.output('maintenanceCalories') },
    {
      label: goal < 0 ? 'Calories to lose weight' : 'Calories to gain weight',
      expression: sum([maintenance, decimal(goal)]),
      value: context.output('targetCalories'),
    },
    {
      label: 'Maintenance calories',
      expression: `${bmr} kcal at rest × activity factor ${decimal(factor)}`,
      value: context.primary(),
    },
  ];
}
