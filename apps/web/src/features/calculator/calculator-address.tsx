import { findCalculatorSlug } from '@calchub/catalogue';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.js';

/**
 * An address that is not a calculator's canonical path: a short path (`/bmi`), an alias (`/calculator/house-payment`,
 * `/calculator/bmi-calculator`) or a name no calculator has. A calculator's address moves to its canonical path, as
 * the server's 301 does; any other shows `notFound`. A chunk of its own with every slug and alias, loaded only for
 * such addresses (the server redirects them before the page loads, so only a client-side navigation gets here).
 */
export default function CalculatorAddress({ name, notFound }: { name: string; notFound: ReactNode }) {
  const { search, hash } = useLocation();
  const slug = findCalculatorSlug(name);
  if (!slug) return notFound;
  return <Navigate to={{ pathname: paths.calculator.href(slug), search, hash }} replace />;
}
