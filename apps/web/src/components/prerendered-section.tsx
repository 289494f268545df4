import { isPlainClick } from '@calchub/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The markup of each prerendered section the browser found in the page it opened, read before React hydrates. */
const keptMarkup = new Map<string, string>();

function prerenderedMarkup(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!keptMarkup.has(id)) {
    const section = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')].find((element) => element.dataset['prerendered'] === id);
    if (section) keptMarkup.set(id, section.innerHTML);
  }
  return keptMarkup.get(id);
}

/**
 * A part of a page that never changes once shown (long explanatory text, lists of links), kept as prerendered so
 * the browser does not download its data only to hydrate it. The prerenderer renders `children`. A browser that
 * opened a page holding the section's markup keeps that markup as it is (React leaves inner HTML given with
 * `dangerouslySetInnerHTML` alone, and it equals what is there), so `children` and what they import never load.
 * Rendered without that markup (a client-side navigation, or the dev server), it renders `children`. Links in
 * kept markup still navigate inside the app.
 * @param id - unique on the site for this content (two pages with the same id would show the same markup)
 */
export function PrerenderedSection({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const [markup] = useState(() => prerenderedMarkup(id));
  const section = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = section.current;
    if (markup === undefined || !element) return;
    function followLink(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    }
    element.addEventListener('click', followLink);
    return () => element.removeEventListener('click', followLink);
  }, [markup, navigate]);

  if (markup === undefined) {
    return (
      <div data-prerendered={id} className={className}>
        {children}
      </div>
    );
  }
  return <div ref={section} data-prerendered={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
