import { startTransition, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SOLVE_PARAMETER, solvedInput, type NumberFormatChoice, type UnitSystem } from '@calchub/catalogue';
import { useNumberFormat } from '../../lib/number-format.js';
import { usePrerender } from '../../lib/prerender.js';
import { useRenderedDraw, useRenderedQuery } from '../../lib/rendered-address.js';
import type { PageCode, PageParts } from '../../lib/calculator-parts.js';
import { loadCalculatorCode, useCalculatorCode } from './calculator-code.js';
import {
  convertUnits, evaluateForm, exampleValues, loadSolver, localIsoDate, localIsoDateTime, meansNowWhenEmpty, queryFromValues, retypeValues, tabFromQuery, valuesFromQuery, visitorTimeZone, withToday,
  type CalculatorTabId, type FormOutcome, type FormValues, type UnitChange,
} from './calculator-form.js';

/**
 * True while the browser is already at a newer address of this page than the one rendered (a link followed or an
 * address written, whose render is still on its way): writing the rendered state then would undo it.
 */
function newerAddressPending(location: { readonly pathname: string; readonly search: string }): boolean {
  return typeof window !== 'undefined' && window.location.pathname === location.pathname && window.location.search !== location.search;
}

/** Values as typed, with the number format they were typed in. */
interface TypedValues {
  readonly values: FormValues;
  readonly format: NumberFormatChoice;
}

/** One scenario's inputs as typed, what they give, and the way to change one. */
export interface ScenarioForm {
  readonly values: FormValues;
  readonly unitSystem: UnitSystem;
  readonly outcome: FormOutcome;
  /** Parameters of the address that could not fill an input. */
  readonly ignored: readonly string[];
  readonly setValue: (name: string, value: string) => void;
}

/** The address's scenario B (see scenario-address.ts), kept as it is: the comparison's chunk reads and writes it. */
const compareOf = (search: string) => new URLSearchParams(search).get('compare') ?? undefined;

/**
 * A calculator's inputs as typed, the unit system, and what they give, kept in step with the page's address; while
 * the visitor compares, these are scenario A's.
 */
export interface CalculatorForm extends ScenarioForm {
  /** True once the page has hydrated and read its address. */
  readonly ready: boolean;
  /** The calculator's code, once loaded: its formula and whole definition. */
  readonly code: PageCode | undefined;
  /** Loads the calculator's code, before a result is wanted (the visitor reaches for the form). */
  readonly requestCode: () => void;
  /** The address's `compare` parameter while the visitor compares two scenarios: scenario B, as A's differences. */
  readonly compare: string | undefined;
  /**
   * Scenario B as the address gave it, before the comparison writes it back in its own form: the parameters of it
   * that could not fill an input are listed from this (a page rendered on the server shows B without them).
   */
  readonly addressCompare: string | undefined;
  /** Starts (`''`: B equal to A), changes or (undefined) ends the comparison. */
  readonly setCompare: (compare: string | undefined) => void;
  /** The calculator page's tab shown, kept in the address (`tab=formula`) so that a link or a reload opens it. */
  readonly tab: CalculatorTabId;
  readonly setTab: (tab: CalculatorTabId) => void;
  /**
   * The query of the page's address showing these inputs on `tab`, with the comparison `compare` if given: where the
   * tabs and Compare lead before the page's scripts have run.
   */
  readonly addressQuery: (tab: CalculatorTabId, compare?: string) => string;
  /** Replaces every input (scenario B becoming A). */
  readonly replaceValues: (values: FormValues) => void;
  /** Switches metric/US units, converting the values typed so far. */
  readonly changeUnitSystem: (system: UnitSystem) => void;
  /** Fills the inputs with one of the calculator's examples (given in metric units); a generator draws with them. */
  readonly fillExample: (example: Readonly<Record<string, number | string>>) => void;
  /** A generator draws again with the same inputs (its button: "Roll the dice"). */
  readonly draw: () => void;
}

/**
 * The state of a calculator's form. It starts from the address the page was rendered with (the server renders a
 * shared address with its own inputs, so the HTML and the first client render agree); the address is read again
 * once after hydration (a page sent as built, without the query's result), and from then on follows the inputs
 * (replaced, not pushed), so a shared link reproduces the result. A change of address the form did not make (a link
 * to this calculator with other inputs) fills the form from it.
 * The calculator's code loads when a result is wanted (see calculator-code.ts): the page's chunk has only its shape.
 * @param parts - the calculator's page parts: its shape (inputs, outputs, what can be solved for), its definition
 *   (presentation, defaults, unit toggle) and the loader of its code
 * @returns the values, their outcome and the ways to change them
 * @example
 * // On /calculator/bmi?weight=70&height=170, after hydration:
 * const form = useCalculatorForm(parts); // form.values.weight === '70'; form.outcome.status === 'result' (BMI 24.2)
 */
export function useCalculatorForm(parts: PageParts): CalculatorForm {
  const { calculator: info, definition } = parts;
  const location = useLocation();
  const navigate = useNavigate();
  const renderedQuery = useRenderedQuery(location);
  const format = useNumberFormat();
  const [start] = useState(() => valuesFromQuery(info, definition, new URLSearchParams(renderedQuery), format));
  const [typed, setTyped] = useState<TypedValues>({ values: start.values, format });
  // When the visitor changes number format, what they typed is shown in the new one (same numbers).
  const values = useMemo(() => retypeValues(info, definition, typed.values, typed.format, format), [info, definition, typed, format]);
  const setValues = (next: FormValues | ((current: FormValues) => FormValues)) =>
    setTyped((current) => {
      const currentValues = retypeValues(info, definition, current.values, current.format, format);
      return { values: typeof next === 'function' ? next(currentValues) : next, format };
    });
  const [unitSystem, setUnitSystem] = useState<UnitSystem>(start.unitSystem);
  const [lastUnitChange, setLastUnitChange] = useState<UnitChange>();
  const [ignored, setIgnored] = useState<string[]>(start.ignored);
  const [compare, setCompare] = useState(() => compareOf(renderedQuery));
  const [addressCompare, setAddressCompare] = useState(compare);
  const [tab, setTab] = useState(() => tabFromQuery(new URLSearchParams(renderedQuery)));
  const [ready, setReady] = useState(false);
  // A generator draws when asked: at an address with inputs (a shared link, its form sent) or at a press of its button,
  // never in a page rendered ahead of time. Each draw asked for is counted, so the same inputs draw again.
  const drawn = info.drawn;
  const [draws, setDraws] = useState(start.any ? 1 : 0);
  // The draw the server rendered this HTML with, shown again as the page hydrates and until the visitor changes it.
  const renderedDraw = useRenderedDraw(location);
  const recordDraw = usePrerender()?.recordDraw;

  /** Shows the inputs, unit system, comparison and tab an address names (the page's own, or a link's to it). */
  const readAddress = (query: string) => {
    const fromQuery = valuesFromQuery(info, definition, new URLSearchParams(query), format);
    if (fromQuery.any || fromQuery.unitSystem === 'us') {
      setValues(fromQuery.values);
      setUnitSystem(fromQuery.unitSystem);
    }
    setIgnored(fromQuery.ignored);
    setCompare(compareOf(query));
    setAddressCompare(compareOf(query));
    setTab(tabFromQuery(new URLSearchParams(query)));
  };

  useEffect(() => {
    // A transition: React keeps the server's HTML on screen until the lazy parts of the page (the result side) have
    // hydrated, instead of replacing them with their fallback for a moment.
    startTransition(() => {
      if (location.search !== renderedQuery) readAddress(location.search);
      // A date that means today when empty shows the visitor's own day (a date and time their own moment), which the
      // address then carries.
      if (info.inputs.some(meansNowWhenEmpty)) {
        setValues((current) => withToday(info, current, localIsoDate(), localIsoDateTime(), visitorTimeZone()));
      }
      setReady(true);
    });
    // Only once per calculator: later address changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const addressQuery = (shownTab: CalculatorTabId, shownCompare?: string) => {
    const params = new URLSearchParams(queryFromValues(values, unitSystem, format));
    if (shownCompare !== undefined) params.set('compare', shownCompare);
    if (shownTab !== 'calculator') params.set('tab', shownTab);
    return params.toString();
  };
  const search = addressQuery(tab, compare);

  // The address follows the form (replaced, not pushed). An address the form did not write (a link on the page to
  // this calculator with other inputs, such as an example card in kept prerendered markup, or Back) is shown instead.
  const lastAddress = useRef({ rendered: location.search, written: location.search });
  useEffect(() => {
    if (!ready || newerAddressPending(location)) return;
    const wanted = search ? `?${search}` : '';
    const last = lastAddress.current;
    const moved = location.search !== last.rendered && location.search !== last.written;
    last.rendered = location.search;
    if (location.search === wanted) return;
    if (moved) {
      readAddress(location.search);
      return;
    }
    last.written = wanted;
    navigate({ pathname: location.pathname, search: wanted, hash: location.hash }, { replace: true, preventScrollReset: true });
    // readAddress changes with every render; what it reads is the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, ready, navigate, location.pathname, location.search, location.hash]);

  // Solving the other way round needs the solver's chunk: the form waits for it (on the server and while hydrating a
  // solved address too, so the result is the same), and a visitor's choice of Solve for loads it as a transition.
  const solver = solvedInput(info, values) ? use(loadSolver()).trySolveWith : undefined;
  const { code: loadedCode, request: requestCode } = useCalculatorCode(parts);
  let code = loadedCode;
  // A generator that has not drawn has no result to hydrate: its code loads when the visitor asks for a draw.
  if (!code && !ready && !(drawn && !draws)) {
    // Hydrating an address the server rendered with its result: the render waits for the code to show that result
    // too, as it waits for the solver.
    const withoutCode = evaluateForm(info, definition, values, unitSystem, format, undefined, solver);
    if (withoutCode.status === 'incomplete' && withoutCode.needsCode) code = use(loadCalculatorCode(parts));
  }
  const outcome = useMemo((): FormOutcome => {
    if (drawn && draws === 1 && renderedDraw && typed.values === start.values) return { status: 'result', ...renderedDraw };
    if (drawn && !draws) {
      // Nothing is drawn before it is asked for; a value that does not read is still pointed out.
      const waiting = evaluateForm(info, definition, values, unitSystem, format, undefined, solver);
      return waiting.status === 'invalid' ? waiting : { status: 'incomplete' };
    }
    return evaluateForm(info, definition, values, unitSystem, format, code, solver);
    // `draws` is no input of the calculation: each new count draws again from the same inputs.
  }, [info, definition, values, unitSystem, format, code, solver, drawn, draws, renderedDraw, typed.values, start.values]);
  // The server keeps the draw it renders, for the browser to show again (see rendered-address.ts).
  if (drawn && outcome.status === 'result') recordDraw?.(outcome);
  // A form that could compute loads the code (at once if the visitor already reached for the form).
  useEffect(() => {
    if (outcome.status === 'incomplete' && outcome.needsCode) requestCode();
  }, [outcome, requestCode]);

  return {
    values,
    unitSystem,
    outcome,
    ignored,
    ready,
    code,
    requestCode,
    setValue: (name, value) => {
      const change = () => setValues((current) => ({ ...current, [name]: value }));
      // Choosing what to solve for may wait for the solver's chunk: the page keeps showing until it is there.
      if (name === SOLVE_PARAMETER) startTransition(change);
      else change();
    },
    compare,
    addressCompare,
    setCompare,
    tab,
    setTab,
    addressQuery,
    replaceValues: setValues,
    changeUnitSystem: (system) => {
      const converted = convertUnits(definition, values, system, lastUnitChange, format);
      setLastUnitChange({ before: values, after: converted });
      setValues(converted);
      setUnitSystem(system);
    },
    fillExample: (example) => {
      setValues(withToday(info, exampleValues(info, definition, example, format), localIsoDate(), localIsoDateTime(), visitorTimeZone()));
      setUnitSystem('metric');
      setDraws((count) => count + 1);
    },
    draw: () => {
      requestCode();
      setDraws((count) => count + 1);
    },
  };
}
