import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './app-routes.js';

/** Renders the app at a path. Awaited in `act`, so a page that suspends on its data goes on rendering when it comes. */
async function renderAt(path: string, extra?: ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        {extra}
        <AppRoutes />
      </MemoryRouter>,
    );
  });
}

/** The address the router is at. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

describe('public routes', () => {
  it('shows the home page with the four categories and the explore button', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Online Calculators' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Health & Fitness/ }).getAttribute('href')).toBe('/category/health');
    expect(screen.getByRole('button', { name: 'Explore Calculators' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try AI Explainer' }).getAttribute('href')).toBe('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3#ai-insights');
  });

  it('shows "Page not found" for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows "Calculator Not Found" for an unknown calculator', async () => {
    await renderAt('/calculator/no-such-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculator Not Found' })).toBeTruthy();
  });

  it.each([
    ['/calculator/house-payment?homePrice=300000', 'Mortgage Calculator', '/calculator/mortgage?homePrice=300000'],
    ['/bmi', 'BMI Calculator', '/calculator/bmi'],
    ['/Loan-Calculator', 'Loan Calculator', '/calculator/loan'],
  ])('moves %s to its canonical calculator page, keeping the query', async (path, title, canonical) => {
    await renderAt(path, <Address />);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByTestId('address').textContent?.startsWith(canonical)).toBe(true);
  }, 30_000);

  // Chunks load as in the browser, each transformed on first use: the first calculator can take seconds here.
  it('renders a calculator page with its explanatory text and related calculators when there is no prerendered markup', async () => {
    await renderAt('/calculator/mortgage');
    expect(await screen.findByRole('heading', { level: 2, name: 'About the Mortgage Calculator' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Refinance Calculator/ }).getAttribute('href')).toBe('/calculator/refinance');
  }, 30_000);
});
