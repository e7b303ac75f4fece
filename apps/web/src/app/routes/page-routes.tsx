import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useMatches } from 'react-router';

/**
 * One entry per page of an area. Without `load` the page is a placeholder showing its translated title; to build
 * the page, create its module (default export = the page component) and add `load: () => import('./my-page')`.
 */
export type PageRoute = {
  /** Relative to the area root ('' = the index page), from `paths`. */
  path: string;
  /** common.json key of the page title (shown in the app bar and by the placeholder). */
  titleKey: string;
  load?: () => Promise<{ default: ComponentType }>;
  /** Starts loading the page's data while its code downloads. */
  prefetch?: () => Promise<unknown>;
};

export type PageHandle = { titleKey: string };

export function toRouteObjects(pages: readonly PageRoute[], fallbackHref: string): RouteObject[] {
  const routes = pages.map((page): RouteObject => {
    const handle: PageHandle = { titleKey: page.titleKey };
    const lazy = async () => {
      void page.prefetch?.().catch(() => undefined);
      if (page.load) return { Component: (await page.load()).default };
      return { Component: (await import('./placeholder-route')).PlaceholderRoute };
    };
    return page.path === '' ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
  });
  return [...routes, { path: '*', element: <Navigate to={fallbackHref} replace /> }];
}

/** The translated title of the deepest matched page (for the app bar and document.title). */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.titleKey)?.handle as
    | PageHandle
    | undefined;
  const title = handle ? t(handle.titleKey) : t('app.name');
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
