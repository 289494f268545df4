import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './app-routes.js';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('public routes', () => {
  it('shows the home page with the four categories and the explore button', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Online Calculators' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Health & Fitness/ }).getAttribute('href')).toBe('/category/health');
    expect(screen.getByRole('button', { name: 'Explore Calculators' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try AI Explainer' }).getAttribute('href')).toBe('/calculator/bmi?weight=70&height=170');
  });

  it('shows "Page not found" for an unknown path', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
