import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { CalculatorRoute, findCalculator } from '../features/calculator/calculator-page.js';
import { CategoryPage } from '../features/category/category-page.js';
import { ContactPage } from '../features/contact/contact-page.js';
import { HomePage } from '../features/home/home-page.js';
import { SiteLayout } from '../features/layout/site-layout.js';
import { PrivacyPage } from '../features/legal/privacy-page.js';
import { TermsPage } from '../features/legal/terms-page.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';
import { SearchPage } from '../features/search/search-page.js';

/** `/{slug}` and `/{slug}-calculator` reach the calculator; any other unknown path is a 404. */
function ShortPathOrNotFound() {
  const { slug = '' } = useParams();
  return findCalculator(slug) ? <CalculatorRoute /> : <NotFoundPage />;
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
