import { type ComponentType, createContext, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, Route, useLocation } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { isSignedIn } from '@/lib/session';

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

type Module = { default: ComponentType };

const modules = new WeakMap<Area | PageRoute, Promise<Module>>();

/**
 * The module of an area or page, downloaded once (a failed download is tried again on the next visit). The promise
 * also says when it has arrived (`status`, which React's `use` reads): a module already here draws at once. With
 * React.lazy even a loaded one showed the spinner for a moment, and React then keeps a spinner up a while.
 */
function moduleOf(owner: Area | PageRoute, load: () => Promise<Module>): Promise<Module> {
  let promise = modules.get(owner);
  if (!promise) {
    const loading = load();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => modules.delete(owner),
    );
    modules.set(owner, loading);
    promise = loading;
  }
  return promise;
}

/** The page's code, with its data asked for at the same time. */
function loadPage(page: PageRoute): Promise<Module> {
  return moduleOf(page, () => {
    void page.prefetch?.().catch(() => undefined);
    return page.load ? page.load() : Promise.resolve({ default: () => <PlaceholderPage titleKey={page.titleKey} /> });
  });
}

/** Draws the module's component; suspends (the spinner of the nearest Suspense) while it downloads. */
function ModuleComponent({ module }: { module: () => Promise<Module> }) {
  const { default: Component } = use(module());
  return <Component />;
}

/** The area whose layout is drawn: its layout reads it from here rather than import the module that loads it. */
const AreaContext = createContext<Area | null>(null);

/** The area's layout, as a route element. */
export const areaElement = (area: Area) => (
  <AreaContext value={area}>
    <ModuleComponent module={() => moduleOf(area, area.load)} />
  </AreaContext>
);

const pageElement = (page: PageRoute) => <ModuleComponent module={() => loadPage(page)} />;

const pageHref = (area: Area, page: PageRoute) => (page.path === '' ? area.href : `${area.href}/${page.path}`);

const pageAt = (area: Area, pathname: string) =>
  area.pages.find((page) => matchPath(pageHref(area, page), pathname) !== null);

/**
 * Starts downloading the code of the area and page at `pathname`, and the page's data, side by side: on a first
 * visit the page's code would otherwise wait for its area's layout to be loaded and drawn, and the data for the code
 * that asks for it. Resolves (never rejects) once both modules are here or have failed; at once for a visitor who is
 * not signed in.
 */
export async function preloadPageAt(areas: readonly Area[], pathname: string): Promise<void> {
  // Signed out, the area's guard sends the visitor to the login page: its page's code is not needed.
  if (!isSignedIn()) return;
  const loads: Promise<Module>[] = [];
  for (const area of areas) {
    if (!matchPath({ path: area.href, end: false }, pathname)) continue;
    const page = pageAt(area, pathname);
    loads.push(moduleOf(area, area.load));
    if (page) loads.push(loadPage(page));
  }
  await Promise.allSettled(loads);
}

/** The `<Route>`s of an area's pages, and a redirect to the area's root for unknown paths. */
export function pageRoutes(area: Area) {
  return [
    ...area.pages.map((page) => {
      const element = pageElement(page);
      return page.path === '' ? (
        <Route key="" index element={element} />
      ) : (
        <Route key={page.path} path={page.path} element={element} />
      );
    }),
    <Route key="*" path="*" element={<Navigate to={area.href} replace />} />,
  ];
}

/** The translated title of the page being shown in the area drawn (for the app bar and document.title). */
export function usePageTitle(): string {
  const area = use(AreaContext);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = area ? pageAt(area, pathname) : undefined;
  const title = page ? t(page.titleKey) : t('app.name');
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
