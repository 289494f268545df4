import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { findCalculatorSummary } from '@calchub/catalogue';
import { CalculatorRoute } from '../features/calculator/calculator-route.js';
import { lazy } from 'react';
import { SiteLayout } from '../features/layout/site-layout.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';

// Each page is its own chunk, so a calculator page does not download the home page or the legal texts.
const HomePage = lazy(() => import('../features/home/home-page.js').then((m) => ({ default: m.HomePage })));
const CategoryPage = lazy(() => import('../features/category/category-page.js').then((m) => ({ default: m.CategoryPage })));
const SearchPage = lazy(() => import('../features/search/search-page.js').then((m) => ({ default: m.SearchPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page.js').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));
const ContactPage = lazy(() => import('../features/contact/contact-page.js').then((m) => ({ default: m.ContactPage })));

/** `/{slug}` and `/{slug}-calculator` reach the calculator; any other unknown path is a 404. */
function ShortPathOrNotFound() {
  const { slug = '' } = useParams();
  return findCalculatorSummary(slug) ? <CalculatorRoute /> : <NotFoundPage />;
}

/** The route table of the public site, shared by the browser and the prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path={paths.home.pattern} element={<HomePage />} />
        <Route path={paths.category.pattern} element={<CategoryPage />} />
        <Route path={paths.calculator.pattern} element={<CalculatorRoute />} />
        <Route path={paths.search.pattern} element={<SearchPage />} />
        <Route path={paths.terms.pattern} element={<TermsPage />} />
        <Route path={paths.privacy.pattern} element={<PrivacyPage />} />
        <Route path={paths.contact.pattern} element={<ContactPage />} />
        <Route path="/:slug" element={<ShortPathOrNotFound />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
