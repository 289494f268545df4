import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The site path to open: `paths.calculator.href('bmi')`. */
  readonly to: To;
}

/**
 * A link to a page of the site, opened inside the app with React Router's own click handling (a plain click
 * navigates; a click with a modifier key, a middle click or a target is left to the browser). React Router's
 * `<Link>` also carries the route prefetching of its framework mode, which this site does not use and which would
 * cost every page about 2 KB of gzipped JavaScript (docs/performance.md).
 */
export function Link({ to, onClick, target, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    >
      {children}
    </a>
  );
}
