// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Area,
  areaElement,
  type PageRoute,
  pageRoutes,
  preloadPageAt,
  usePageTitle,
} from '@/app/routes/page-routes';
import { PageErrorBoundary } from '@/components/ui/page-error-boundary';
import { i18n, loadLanguage } from '@/lib/i18n';
import { signInAs, signOut } from './helpers/session';

function areaWith(pages: PageRoute[]): Area {
  return { href: '/home', load: vi.fn(async () => ({ default: () => null })), pages };
}

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

function Title() {
  return <h1>{usePageTitle()}</h1>;
}

describe("an area's pages", () => {
  beforeEach(() => {
    signInAs('a-token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    signOut();
  });

  it("starts the page's code, its data and its area's layout at once, each only once", async () => {
    const page = { path: 'application', titleKey: 'pages.application', load: vi.fn(), prefetch: vi.fn() };
    page.load.mockResolvedValue({ default: () => null });
    page.prefetch.mockResolvedValue(undefined);
    const other = { path: 'faq', titleKey: 'pages.faq', load: vi.fn() };
    const home = areaWith([page, other]);
    const admin = { ...areaWith([]), href: '/admin' };
    const first = preloadPageAt([home, admin], '/home/application');
    void preloadPageAt([home, admin], '/home/application');
    await expect(first).resolves.toBeUndefined();
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(admin.load).not.toHaveBeenCalled();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(page.prefetch).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor who is not signed in: the guard sends them to the login page', async () => {
    signOut();
    const page = { path: 'application', titleKey: 'pages.application', load: vi.fn(), prefetch: vi.fn() };
    const home = areaWith([page]);
    await preloadPageAt([home], '/home/application');
    expect(home.load).not.toHaveBeenCalled();
    expect(page.load).not.toHaveBeenCalled();
    expect(page.prefetch).not.toHaveBeenCalled();
  });

  it('draws the page of the address, titled, and sends an unknown address to the fallback', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const faq = { path: 'faq', titleKey: 'pages.faq', load: async () => ({ default: () => <p>the faq page</p> }) };
    const layout = () => (
      <>
        <Title />
        <Outlet />
      </>
    );
    const area = { ...areaWith([{ path: '', titleKey: 'pages.intro' }, faq]), load: async () => ({ default: layout }) };
    const routes = pageRoutes(area);
    const app = (address: string) => (
      <MemoryRouter initialEntries={[address]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/home" element={areaElement(area)}>
              {routes}
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    );
    // A module that is still downloading suspends through `use`, whose retry React runs in an awaited act().
    const { unmount } = await act(async () => render(app('/home/faq')));
    expect(await screen.findByText('the faq page')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe(i18n.t('pages.faq'));
    expect(document.title).toBe(`${i18n.t('pages.faq')} · ${i18n.t('app.name')}`);
    unmount();
    await act(async () => render(app('/home/nowhere')));
    // A page without `load` is the placeholder with its title.
    expect(await screen.findAllByText(i18n.t('pages.intro'))).not.toHaveLength(0);
  });

  it('draws an area and page whose code is already here at once, without the spinner', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const Spinner = vi.fn(() => <p>loading</p>);
    const faq = { path: 'faq', titleKey: 'pages.faq', load: async () => ({ default: () => <p>the faq page</p> }) };
    const area = { href: '/home', load: async () => ({ default: () => <Outlet /> }), pages: [faq] };
    const routes = pageRoutes(area);
    await preloadPageAt([area], '/home/faq');
    render(
      <MemoryRouter initialEntries={['/home/faq']}>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/home" element={areaElement(area)}>
              {routes}
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('the faq page')).toBeTruthy();
    expect(Spinner).not.toHaveBeenCalled();
  });

  it('offers a reload when a page fails to draw, instead of a blank screen', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    // React reports the error the boundary caught; it is expected here, so it is checked and then cleared from the
    // console spy every test has (vitest.setup.ts; since Vitest 4, spyOn returns that same spy).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(consoleError.mock.calls.flat().map(String).join(' ')).toContain(
      'Failed to fetch dynamically imported module',
    );
    consoleError.mockClear();
    expect(screen.getByRole('alert').textContent).toBe(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
