import { type ComponentType, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, Route, useLocation } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

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

/** An area of the app: its root route's path and layout, and its pages. */
export type Area = {
  href: string;
  load: () => Promise<{ default: ComponentType }>;
  pages: readonly PageRoute[];
};

const loading = new WeakMap<PageRoute, Promise<{ default: ComponentType }>>();

/** The page's code, loaded once, with its data asked for at the same time. */
function loadPage(page: PageRoute): Promise<{ default: ComponentType }> {
  let promise = loading.get(page);
  if (!promise) {
    void page.prefetch?.().catch(() => undefined);
    promise = page.load
      ? page.load()
      : Promise.resolve({ default: () => <PlaceholderPage titleKey={page.titleKey} /> });
    // A failed download (a dropped connection) is tried again on the next visit.
    promise.catch(() => loading.delete(page));
    loading.set(page, promise);
  }
  return promise;
}

const pageHref = (area: Area, page: PageRoute) => (page.path === '' ? area.href : `${area.href}/${page.path}`);

const pageAt = (area: Area, pathname: string) =>
  area.pages.find((page) => matchPath(pageHref(area, page), pathname) !== null);

/**
 * Starts downloading the code of the area and page at `pathname`, and the page's data, side by side: on a first
 * visit the page's code would otherwise wait for its area's layout to be loaded and drawn.
 */
export function preloadPageAt(areas: readonly Area[], pathname: string) {
  for (const area of areas) {
    if (!matchPath({ path: area.href, end: false }, pathname)) continue;
    void area.load().catch(() => undefined);
    const page = pageAt(area, pathname);
    if (page) void loadPage(page).catch(() => undefined);
  }
}

/** The `<Route>`s of an area's pages, each a lazy component, and a redirect to the area's root for unknown paths. */
export function pageRoutes(area: Area) {
  return [
    ...area.pages.map((page) => {
      const Page = lazy(() => loadPage(page));
      return page.path === '' ? (
        <Route key="" index element={<Page />} />
      ) : (
        <Route key={page.path} path={page.path} element={<Page />} />
      );
    }),
    <Route key="*" path="*" element={<Navigate to={area.href} replace />} />,
  ];
}

/** The translated title of the area's page being shown (for the app bar and document.title). */
export function usePageTitle(area: Area): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageAt(area, pathname);
  const title = page ? t(page.titleKey) : t('app.name');
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
