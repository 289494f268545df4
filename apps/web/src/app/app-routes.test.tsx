import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

let navigateTo: (to: string) => void = () => undefined;
/** Lets a test move the router, as a link on the page would. */
function Navigator() {
  const navigate = useNavigate();
  navigateTo = (to) => void navigate(to);
  return null;
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

  it('shows an embedded calculator alone: the form, the live result and "Powered by CalcHub" opening the full page with the inputs', async () => {
    await renderAt('/embed/loan?loanAmount=10000&interestRate=7', <Address />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Calculator' }, { timeout: 20_000 })).toBeTruthy();
    // No site chrome, no tabs, no explanatory text.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('heading', { name: /About the/ })).toBeNull();
    // Inputs in the address fill the form once the page has read it, as on the calculator page.
    await waitFor(() => expect((screen.getByLabelText(/^Loan Amount/) as HTMLInputElement).value).toBe('10000'));
    // Awaited in `act`: the result card's chunk loads when the first result shows.
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Loan Tenure/), { target: { value: '3' } });
    });
    expect((await screen.findByTestId('result-value', {}, { timeout: 20_000 })).textContent).toBe('$308.77');
    // The address follows the inputs, as on the calculator page.
    expect(screen.getByTestId('address').textContent).toBe('/embed/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    const powered = screen.getByRole('link', { name: 'Powered by CalcHub' });
    expect([powered.getAttribute('href'), powered.getAttribute('target'), powered.getAttribute('rel')]).toEqual([
      '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3',
      '_blank',
      'noopener',
    ]);
  }, 30_000);

  it('compares two scenarios: B starts as A, the unit toggle converts both, and the address holds both', async () => {
    await renderAt('/calculator/bmi?weight=70&height=170', <Address />);
    const scenarioA = await screen.findByRole('region', { name: 'Input Values' }, { timeout: 20_000 });
    await waitFor(() => expect((within(scenarioA).getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('70'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    });
    const scenarioB = await screen.findByRole('region', { name: 'Scenario B' }, { timeout: 20_000 });
    expect(screen.getByRole('region', { name: 'Scenario A' })).toBe(scenarioA);
    expect((within(scenarioB).getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('70');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toMatch(/&compare=$/));
    await act(async () => {
      fireEvent.change(within(scenarioB).getByLabelText(/^Weight/), { target: { value: '80' } });
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toMatch(/^\/calculator\/bmi\?unitSystem=1&weight=70&height=170&compare=weight%3D80$/));
    const table = screen.getByRole('table', { name: 'BMI Calculator: scenario A and scenario B' });
    const bmiRow = within(table).getAllByRole('row')[1];
    expect(bmiRow && within(bmiRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['24.22 kg/m²', '27.68 kg/m²', '+3.46 kg/m² (+14.3%)']);
    // Both scenarios in US units: 70 kg and 80 kg are 154.3 lb and 176.4 lb; B still differs from A by its weight only.
    await act(async () => {
      fireEvent.click(within(scenarioA).getByLabelText(/^US/));
    });
    await waitFor(() => expect((within(scenarioB).getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('176.4'));
    expect((within(scenarioA).getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('154.3');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toMatch(/units=us&compare=weight%3D176\.4$/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop comparing' }));
    });
    expect(screen.queryByRole('region', { name: 'Scenario B' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address').textContent).not.toMatch(/compare/));
  }, 40_000);

  it('keeps the tab shown in the address, opens the tab an address names, and fills the form from an example card in place', async () => {
    await renderAt('/calculator/bmi?tab=examples', <Address />);
    const examples = await screen.findByRole('tab', { name: 'Examples' }, { timeout: 20_000 });
    await waitFor(() => expect(examples.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Formula' }).getAttribute('href')).toBe('?unitSystem=1&tab=formula');
    const card = await screen.findByRole('link', { name: /^Example 1/ }, { timeout: 20_000 });
    let followed = true;
    await act(async () => {
      followed = fireEvent.click(card);
    });
    // A plain click on the card (a link to the example's address) fills the form where it is.
    expect(followed).toBe(false);
    expect(screen.getByRole('tab', { name: 'Calculator' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/calculator/bmi${card.getAttribute('href')}`));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Formula' }));
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/calculator/bmi${card.getAttribute('href')}&tab=formula`));
  }, 30_000);

  it('fills the form from a link to the same calculator with other inputs, and the address then follows the form', async () => {
    await renderAt('/calculator/bmi?weight=70&height=170', <><Address /><Navigator /></>);
    const weight = await screen.findByLabelText(/^Weight/, {}, { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('[data-calculator-ready="true"]')).not.toBeNull());
    expect((weight as HTMLInputElement).value).toBe('70');
    await act(async () => {
      navigateTo('/calculator/bmi?weight=85&height=180&tab=formula');
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Formula' }).getAttribute('aria-selected')).toBe('true'));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Calculator' }));
    });
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('85');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/calculator/bmi?unitSystem=1&weight=85&height=180'));
  }, 30_000);

  it('says "Calculator Not Found" for an embed address naming no calculator', async () => {
    await renderAt('/embed/no-such-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculator Not Found' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('offers "Embed this calculator" on a calculator page: the iframe snippet, copied by its button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/calculator/loan');
    expect(await screen.findByText('Embed this calculator', {}, { timeout: 20_000 })).toBeTruthy();
    const code = screen.getByLabelText('Embed code') as HTMLTextAreaElement;
    expect(code.value).toBe(
      '<iframe src="https://calchub.example/embed/loan" title="Loan Calculator - CalcHub" width="100%" height="880" loading="lazy" style="border:0"></iframe>',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    await waitFor(() => expect(screen.getByText('Embed code copied.')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(code.value);
  }, 30_000);
});
