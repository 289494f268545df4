import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { CalculatorAddress } from '../features/calculator/calculator-chunks.js';
import { CalculatorRoute, EmbedRoute } from '../features/calculator/calculator-route.js';
import { lazyChunk } from '../lib/prerender.js';
import { EmbedLayout } from './embed-layout.js';
import { SiteLayout } from './site-layout.js';

/** Each page is its own chunk, so a calculator page does not download the home page or the legal texts. */
export const pageChunks = {
  home: () => import('../features/home/home-page.js').then((m) => ({ default: m.HomePage })),
  category: () => import('../features/category/category-page.js').then((m) => ({ default: m.CategoryPage })),
  search: () => import('../features/search/search-page.js').then((m) => ({ default: m.SearchPage })),
  terms: () => import('../features/legal/terms-page.js').then((m) => ({ default: m.TermsPage })),
  privacy: () => import('../features/legal/privacy-page.js').then((m) => ({ default: m.PrivacyPage })),
  contact: () => import('../features/contact/contact-page.js').then((m) => ({ default: m.ContactPage })),
  notFound: () => import('../features/not-found/not-found-page.js').then((m) => ({ default: m.NotFoundPage })),
};

const HomePage = lazyChunk(pageChunks.home);
const CategoryPage = lazyChunk(pageChunks.category);
const SearchPage = lazyChunk(pageChunks.search);
const TermsPage = lazyChunk(pageChunks.terms);
const PrivacyPage = lazyChunk(pageChunks.privacy);
const ContactPage = lazyChunk(pageChunks.contact);
const NotFoundPage = lazyChunk(pageChunks.notFound);

/** `/{slug}`, `/{alias}` and `/{slug}-calculator` move to the calculator; any other unknown path is a 404. */
function ShortPathOrNotFound() {
  const { slug = '' } = useParams();
  return <CalculatorAddress name={slug} notFound={<NotFoundPage />} />;
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
      <Route element={<EmbedLayout />}>
        <Route path={paths.embed.pattern} element={<EmbedRoute />} />
      </Route>
    </Routes>
  );
}
