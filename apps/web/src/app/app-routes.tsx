import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { CalculatorAddress, CalculatorRoute } from '../features/calculator/calculator-route.js';
import { lazy, type ComponentType } from 'react';
import { SiteLayout } from './site-layout.js';

// Each page is its own chunk, so a calculator page does not download the home page or the legal texts.
const pages = {
  HomePage: lazy(() => import('../features/home/home-page.js').then((m) => ({ default: m.HomePage }))) as ComponentType,
  CategoryPage: lazy(() => import('../features/category/category-page.js').then((m) => ({ default: m.CategoryPage }))) as ComponentType,
  SearchPage: lazy(() => import('../features/search/search-page.js').then((m) => ({ default: m.SearchPage }))) as ComponentType,
  TermsPage: lazy(() => import('../features/legal/terms-page.js').then((m) => ({ default: m.TermsPage }))) as ComponentType,
  PrivacyPage: lazy(() => import('../features/legal/privacy-page.js').then((m) => ({ default: m.PrivacyPage }))) as ComponentType,
  ContactPage: lazy(() => import('../features/contact/contact-page.js').then((m) => ({ default: m.ContactPage }))) as ComponentType,
  NotFoundPage: lazy(() => import('../features/not-found/not-found-page.js').then((m) => ({ default: m.NotFoundPage }))) as ComponentType,
};

/**
 * The prerenderer renders the pages themselves instead of their lazy wrappers, so no Suspense boundary is left
 * pending in the static HTML (revealing one needs an inline script, which the CSP blocks). The browser keeps the
 * lazy pages and hydrates each one when its chunk arrives.
 */
export function renderPagesEagerly(eager: Record<keyof typeof pages, ComponentType>): void {
  Object.assign(pages, eager);
}

/** `/{slug}`, `/{alias}` and `/{slug}-calculator` move to the calculator; any other unknown path is a 404. */
function ShortPathOrNotFound() {
  const { slug = '' } = useParams();
  return <CalculatorAddress name={slug} notFound={<pages.NotFoundPage />} />;
}

/** The route table of the public site, shared by the browser and the prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path={paths.home.pattern} element={<pages.HomePage />} />
        <Route path={paths.category.pattern} element={<pages.CategoryPage />} />
        <Route path={paths.calculator.pattern} element={<CalculatorRoute />} />
        <Route path={paths.search.pattern} element={<pages.SearchPage />} />
        <Route path={paths.terms.pattern} element={<pages.TermsPage />} />
        <Route path={paths.privacy.pattern} element={<pages.PrivacyPage />} />
        <Route path={paths.contact.pattern} element={<pages.ContactPage />} />
        <Route path="/:slug" element={<ShortPathOrNotFound />} />
        <Route path="*" element={<pages.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
