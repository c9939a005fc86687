import { forwardRef, useContext, type AnchorHTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { LibraryRoutingContext } from './library-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the library's screens (without the base path, which the link adds). */
  href: string;
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

/**
 * A link between the library's screens. On the page's URL it is a real link whose `href` carries
 * the base path (it opens in a new tab, copies as the screen's address). On a memory location (the
 * gadgets, `routing="memory"`) no address of the page it sits on is the screen's, so it has no `href`
 * at all (a middle-click or a copied link would lead off the instance to the host's own page): it
 * stays a link for assistive technology and the keyboard, and moves the instance's own location.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const memory = useContext(LibraryRoutingContext)?.memory ?? false;
  const [, navigate] = useLocation();
  if (!memory) return <RouterLink ref={ref} {...props} />;
  const { href, replace, onClick, onKeyDown, ...rest } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  const press = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return <a ref={ref} role="link" tabIndex={0} {...rest} onClick={follow} onKeyDown={press} />;
});
