import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { calculatorSummaries, categories, type CalculatorSummary } from '@calchub/catalogue';
import { CategoryPage } from './category-page.js';

// A category as large as the site will hold: thirty more finance calculators than today, spread over its topics.
vi.mock('@calchub/catalogue', async (importOriginal) => {
  const catalogue = await importOriginal<typeof import('@calchub/catalogue')>();
  const topics = ['loans', 'mortgages', 'savings'];
  const more: CalculatorSummary[] = Array.from({ length: 30 }, (_, index) => ({
    slug: `finance-tool-${index + 1}`,
    aliases: [],
    title: `Finance Tool ${index + 1} Calculator`,
    description: 'A finance calculator.',
    category: 'finance',
    topic: topics[index % topics.length] ?? 'loans',
  }));
  const counts = catalogue.summaryCounts();
  return { ...catalogue, calculatorSummaries: [...catalogue.calculatorSummaries, ...more], summaryCounts: () => ({ ...counts, finance: counts.finance + more.length }) };
});

function renderCategory(id: string) {
  render(
    <MemoryRouter initialEntries={[`/category/${id}`]}>
      <Routes>
        <Route path="/category/:category" element={<CategoryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a category page', () => {
  it('lists a large category under its topics\' headings, after links to each heading with its count', async () => {
    renderCategory('finance');
    const finance = calculatorSummaries.filter((summary) => summary.category === 'finance');
    expect(finance.length).toBeGreaterThan(20);
    const topics = await screen.findByRole('navigation', { name: 'Finance topics' });
    const links = within(topics).getAllByRole('link');
    const shown = categories.find((category) => category.id === 'finance')?.topics.filter((topic) => finance.some((summary) => summary.topic === topic.id));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(shown?.map((topic) => `#${topic.id}`));
    const loans = finance.filter((summary) => summary.topic === 'loans');
    expect(within(topics).getByRole('link', { name: `Loans and Credit (${loans.length})` })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(shown?.map((topic) => topic.name));
    const loansSection = screen.getByRole('region', { name: 'Loans and Credit' });
    expect(within(loansSection).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(loans.map((summary) => `/calculator/${summary.slug}`));
    expect(screen.getByText(String(finance.length))).toBeTruthy();
  });

  it('lists a small category as one grid, without headings', async () => {
    renderCategory('math');
    const math = calculatorSummaries.filter((summary) => summary.category === 'math');
    expect(math.length).toBeLessThanOrEqual(20);
    expect((await screen.findAllByRole('link', { name: /Calculator|Generator/ })).length).toBe(math.length);
    expect(screen.queryByRole('navigation', { name: 'Math topics' })).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
