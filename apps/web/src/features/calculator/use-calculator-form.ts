import type { LoadedCalculator } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '@calchub/catalogue';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRenderedQuery } from '../../lib/rendered-address.js';
import {
  addressQuery, comparisonFromQuery, convertUnits, evaluateForm, exampleValues, valuesFromQuery,
  type FormOutcome, type FormValues, type UnitChange, type UnitSystem,
} from './calculator-form.js';

/** One scenario's inputs as typed, what they give, and the way to change one. */
export interface ScenarioForm {
  readonly values: FormValues;
  readonly unitSystem: UnitSystem;
  readonly outcome: FormOutcome;
  /** Parameters of the address that could not fill an input. */
  readonly ignored: readonly string[];
  readonly setValue: (name: string, value: string) => void;
}

/**
 * A calculator's inputs as typed, the unit system, and what they give, kept in step with the page's address; while
 * the visitor compares, these are scenario A's and `comparison` is scenario B.
 */
export interface CalculatorForm extends ScenarioForm {
  /** True once the page has hydrated and read its address. */
  readonly ready: boolean;
  /** Scenario B, in A's units, while the visitor compares two scenarios. */
  readonly comparison: ScenarioForm | undefined;
  /** Starts comparing: scenario B starts as a copy of the inputs, which become scenario A. */
  readonly startComparison: () => void;
  /** Back to one scenario: A's inputs. */
  readonly endComparison: () => void;
  /** Scenario B becomes A, and A becomes B. */
  readonly swapScenarios: () => void;
  /** Switches metric/US units, converting the values typed so far. */
  readonly changeUnitSystem: (system: UnitSystem) => void;
  /** Fills the inputs with one of the calculator's examples (given in metric units). */
  readonly fillExample: (example: Readonly<Record<string, number | string>>) => void;
}

/**
 * The state of a calculator's form. It starts from the address the page was rendered with (the server renders a
 * shared address with its own inputs, so the HTML and the first client render agree); the address is read again
 * once after hydration (a page sent as built, without the query's result), and from then on follows the inputs
 * (replaced, not pushed), so a shared link reproduces the result.
 * @param info - the engine's calculator: its inputs and formula
 * @param definition - the catalogue's definition: presentation, defaults, unit toggle
 * @returns the values, their outcome and the ways to change them
 * @example
 * // On /calculator/bmi?weight=70&height=170, after hydration:
 * const form = useCalculatorForm(info, definition); // form.values.weight === '70'; form.outcome.status === 'result' (BMI 24.2)
 */
export function useCalculatorForm(info: LoadedCalculator, definition: CalculatorDefinition): CalculatorForm {
  const location = useLocation();
  const navigate = useNavigate();
  const renderedQuery = useRenderedQuery(location);
  const [start] = useState(() => valuesFromQuery(info, definition, new URLSearchParams(renderedQuery)));
  const [values, setValues] = useState<FormValues>(start.values);
  const [unitSystem, setUnitSystem] = useState<UnitSystem>(start.unitSystem);
  const [lastUnitChange, setLastUnitChange] = useState<UnitChange>();
  const [ignored, setIgnored] = useState<readonly string[]>(start.ignored);
  const [startCompared] = useState(() => comparisonFromQuery(info, definition, new URLSearchParams(renderedQuery)));
  const [comparison, setComparison] = useState<FormValues | undefined>(startCompared?.values);
  const [comparisonIgnored, setComparisonIgnored] = useState<readonly string[]>(startCompared?.ignored ?? []);
  const [lastComparisonUnitChange, setLastComparisonUnitChange] = useState<UnitChange>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // A transition: React keeps the server's HTML on screen until the lazy parts of the page (the result side) have
    // hydrated, instead of replacing them with their fallback for a moment.
    startTransition(() => {
      if (location.search !== renderedQuery) {
        const fromQuery = valuesFromQuery(info, definition, new URLSearchParams(location.search));
        if (fromQuery.any || fromQuery.unitSystem === 'us') {
          setValues(fromQuery.values);
          setUnitSystem(fromQuery.unitSystem);
        }
        setIgnored(fromQuery.ignored);
        const compared = comparisonFromQuery(info, definition, new URLSearchParams(location.search));
        setComparison(compared?.values);
        setComparisonIgnored(compared?.ignored ?? []);
      }
      setReady(true);
    });
    // Only once per calculator: later address changes come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const query = addressQuery(values, unitSystem, comparison);
    if (`?${query}` !== location.search && !(query === '' && location.search === '')) {
      navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  }, [values, unitSystem, comparison, ready, navigate, location.pathname, location.search, location.hash]);

  const outcome = useMemo(() => evaluateForm(info, definition, values, unitSystem), [info, definition, values, unitSystem]);
  const comparisonOutcome = useMemo(
    () => (comparison ? evaluateForm(info, definition, comparison, unitSystem) : undefined),
    [info, definition, comparison, unitSystem],
  );

  return {
    values,
    unitSystem,
    outcome,
    ignored,
    ready,
    setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    comparison:
      comparison && comparisonOutcome
        ? {
            values: comparison,
            unitSystem,
            outcome: comparisonOutcome,
            ignored: comparisonIgnored,
            setValue: (name, value) => setComparison((current) => current && { ...current, [name]: value }),
          }
        : undefined,
    startComparison: () => {
      setComparison(values);
      setComparisonIgnored([]);
    },
    endComparison: () => {
      setComparison(undefined);
      setComparisonIgnored([]);
    },
    swapScenarios: () => {
      if (!comparison) return;
      setComparison(values);
      setValues(comparison);
      setIgnored(comparisonIgnored);
      setComparisonIgnored(ignored);
    },
    changeUnitSystem: (system) => {
      const converted = convertUnits(definition, values, system, lastUnitChange);
      setLastUnitChange({ before: values, after: converted });
      setValues(converted);
      if (comparison) {
        const convertedComparison = convertUnits(definition, comparison, system, lastComparisonUnitChange);
        setLastComparisonUnitChange({ before: comparison, after: convertedComparison });
        setComparison(convertedComparison);
      }
      setUnitSystem(system);
    },
    fillExample: (example) => {
      setValues(exampleValues(info, definition, example));
      // Examples are in metric units, which scenario B then shares.
      if (comparison && unitSystem === 'us') setComparison(convertUnits(definition, comparison, 'metric'));
      setUnitSystem('metric');
    },
  };
}
