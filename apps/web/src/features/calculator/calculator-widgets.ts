import type { CalculatorShape } from '@calchub/calc-engine';
import type { CalculatorPageDefinition, CalculatorWidget } from '@calchub/catalogue';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CalculatorForm } from './use-calculator-form.js';

/** What a calculator's own controls (its `widget`: the scientific keypad) are given: the page's form and definitions. */
export interface CalculatorWidgetProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  readonly form: CalculatorForm;
}

/** Each widget's component, in a chunk of its own that only the page of a calculator naming it loads. */
export const calculatorWidgets: Readonly<Record<CalculatorWidget, LazyExoticComponent<ComponentType<CalculatorWidgetProps>>>> = {
  'scientific-keypad': lazy(() => import('./scientific-keypad/scientific-keypad.js')),
};
