import type { AnchorHTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { preloadRoute } from '../site/route-preload';
import { useLocalizedPath } from '../site/use-localized-path';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path from a page file, e.g. `/contact` or `/#self-service`. */
  to: string;
  /** Optional so <Trans> can fill it from a text (`<link>…</link>`). */
  children?: ReactNode;
  /** Mark the link of the page shown (`aria-current="page"`): menus and the footer. */
  navigation?: boolean;
}

function withPreload<E extends SyntheticEvent<HTMLAnchorElement>>(
  href: string,
  handler: ((event: E) => void) | undefined,
) {
  return (event: E) => {
    handler?.(event);
    preloadRoute(href);
  };
}

/**
 * A link to a page of this site, in the language shown. It is a real `href` (it works before
 * hydration and without JavaScript); followed in the app, it shows the next page without a
 * page load, and the pointer resting on it, focus or a touch starts loading that page.
 */
export function SiteLink({ to, children, navigation, ...rest }: SiteLinkProps) {
  const href = useLocalizedPath()(to);
  const handlers = {
    onPointerEnter: withPreload(href, rest.onPointerEnter),
    onFocus: withPreload(href, rest.onFocus),
    onTouchStart: withPreload(href, rest.onTouchStart),
  };
  if (navigation)
    return (
      <NavLink to={href} end {...rest} {...handlers}>
        {children}
      </NavLink>
    );
  return (
    <Link to={href} {...rest} {...handlers}>
      {children}
    </Link>
  );
}
