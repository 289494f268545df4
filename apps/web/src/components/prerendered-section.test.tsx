import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedSection } from './prerendered-section.js';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function Children(): never {
  throw new Error('the children of a kept section must not render');
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** Hydrates a page at `/` whose server markup holds a prerendered section; gives the recoverable errors React saw. */
async function hydrateSection(id: string, markup: string): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = `<output data-testid="address">/</output><div data-prerendered="${id}">${markup}</div>`;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter>
        <Address />
        <PrerenderedSection id={id}>
          <Children />
        </PrerenderedSection>
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

describe('PrerenderedSection', () => {
  it('renders its children when the page holds no prerendered markup for it', () => {
    render(
      <MemoryRouter>
        <PrerenderedSection id="explanation-test-a">
          <p>Rendered text</p>
        </PrerenderedSection>
      </MemoryRouter>,
    );
    expect(screen.getByText('Rendered text').closest('[data-prerendered]')?.getAttribute('data-prerendered')).toBe('explanation-test-a');
  });

  it('keeps the prerendered markup it hydrates, without rendering its children, and its links navigate in the app', async () => {
    const markup = '<h2>About the Test Calculator</h2><p>Text from the server, <a href="/calculator/loan">Loan Calculator</a>.</p>';
    expect(await hydrateSection('explanation-test-b', markup)).toEqual([]);
    expect(document.querySelector('[data-prerendered]')?.innerHTML).toBe(markup);

    fireEvent.click(screen.getByRole('link', { name: 'Loan Calculator' }));
    expect(screen.getByTestId('address').textContent).toBe('/calculator/loan');
  });

  it('leaves a click with a modifier key to the browser (new tab, new window)', async () => {
    expect(await hydrateSection('explanation-test-c', '<a href="/terms">Terms</a>')).toEqual([]);
    const link = screen.getByRole('link', { name: 'Terms' });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.getByTestId('address').textContent).toBe('/');
  });
});
