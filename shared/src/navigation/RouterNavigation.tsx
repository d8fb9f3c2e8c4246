/**
 * Fulfils the navigation port with react-router. Used by the host (the one router) and by the
 * standalone shells and tests of remotes. Not part of the federated package entry, so importing
 * @snap/shared never pulls in react-router.
 */
import { forwardRef, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationContext, type AppLinkProps, type NavigationPort } from '@snap/shared';

const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});

/** Place inside a router; nested inside a <Route> element it also carries that route's params. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const port = useMemo<NavigationPort>(
    () => ({ Link: RouterLink, navigate: (to, options) => void navigate(to, options), location, params }),
    [navigate, location, params],
  );
  return <NavigationContext.Provider value={port}>{children}</NavigationContext.Provider>;
}
