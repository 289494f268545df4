import { footerQuickLinks, listedCategories, SITE_NAME } from '@calchub/catalogue';
import { Link } from '../components/link.js';
import { paths } from '../config/paths.js';

const footerLink = 'text-slate-700 underline-offset-2 hover:text-blue-800 hover:underline';

/** The site's footer: what CalcHub is, quick links, the categories and the legal pages. */
export default function SiteFooter() {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-blue-800">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-700">
            Free calculators with the formula shown. Results are estimates for information only.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold">Quick Links</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.href} className={footerLink}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="font-semibold">Categories</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {listedCategories().map((category) => (
              <li key={category.id}>
                <Link to={paths.category.href(category.id)} className={footerLink}>
                  {category.id.charAt(0).toUpperCase() + category.id.slice(1)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm">
          <Link to={paths.privacy.href()} className={footerLink}>Privacy</Link>
          <Link to={paths.terms.href()} className={footerLink}>Terms</Link>
          <Link to={paths.contact.href()} className={footerLink}>Contact</Link>
        </div>
      </div>
    </>
  );
}
