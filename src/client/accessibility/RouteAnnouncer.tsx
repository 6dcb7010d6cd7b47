import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announce } from './announcer';
import { useAccessibility } from './hooks';

/** How long a lazy screen gets to render its heading before the announcement. */
const SETTLE_MS = 400;

/**
 * With screen reader support on, says the new page's heading after each navigation (single-page
 * apps do not trigger the page-load announcement screen readers make). Rendered inside the router.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { screenReader } = useAccessibility();
  const previous = useRef(pathname);
  useEffect(() => {
    // Only a navigation is announced: not the first page, and not turning the setting on.
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!screenReader) return;
    const timer = setTimeout(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      if (heading) announce(heading);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, screenReader]);
  return null;
}
