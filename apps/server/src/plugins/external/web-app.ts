import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fillDrawing, requestSlotsIn, type TRequestSlot, type TRequestSlotValues } from '@qabul/contract/first-screen';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type TLocale } from '@qabul/contract/locale';
import type { TWebAppSettings } from '@qabul/contract/settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { readCookies } from '../../lib/cookies';

/** A JSON data block (not run, so the CSP allows it) read by apps/web/src/config/settings.ts. */
function withSettings(html: string, settings: TWebAppSettings): string {
  // `<` escaped: a value holding "</script>" cannot end the block.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  // A function, so a `$` in the settings (`$&`, say) is not read as a replacement pattern.
  return html.replace('</head>', () => `<script type="application/json" id="portal-settings">${json}</script></head>`);
}

/**
 * Written by the web build (apps/web/build/first-screens.ts): URL → who that first screen is for, its scripts and its
 * drawing in each language.
 */
const FIRST_SCREENS_FILE = 'first-screens.json';
const SCRIPT_URL = /^\/assets\/[\w.-]+\.js$/;

/** Where a first screen's drawing goes in index.html's `#root`, before the spinner. */
const DRAWING_PLACE = /<!-- first-screen:.*?-->/;

/** A first screen's page: the same for every visitor, or around a drawing with request slots to fill. */
type DrawnPage = Buffer | { before: string; drawing: string; after: string };

/** Who opens a page: a signed-in applicant, a signed-out browser (a guest), or a staff member. */
export type TVisitor = 'applicant' | 'guest' | 'staff';

type FirstScreen = { visitor: TVisitor; links: string; drawings: Record<TLocale, string> };

function isFirstScreen(
  value: unknown,
): value is { visitor: TVisitor; preloads: string[]; drawings: Record<TLocale, string> } {
  if (typeof value !== 'object' || value === null) return false;
  const { visitor, preloads, drawings } = value as Record<string, unknown>;
  return (
    (visitor === 'applicant' || visitor === 'guest') &&
    Array.isArray(preloads) &&
    preloads.every((script) => typeof script === 'string' && SCRIPT_URL.test(script)) &&
    typeof drawings === 'object' &&
    drawings !== null &&
    LOCALES.every((locale) => typeof (drawings as Record<string, unknown>)[locale] === 'string')
  );
}

/** The build's first screens by URL; none without a build. */
function readFirstScreens(webDist: string): Map<string, FirstScreen> {
  const file = path.join(webDist, FIRST_SCREENS_FILE);
  if (!existsSync(file)) return new Map();
  const screens = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(
    Object.entries(screens).map(([url, screen]) => {
      if (!isFirstScreen(screen)) {
        throw new Error(`${file}: "${url}" is not a visitor, scripts and a drawing per language`);
      }
      // At low priority, as the web build asks for the app's code (apps/web/vite.config.ts).
      const links = screen.preloads.map(
        (script) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${script}">`,
      );
      return [url, { visitor: screen.visitor, links: links.join(''), drawings: screen.drawings }];
    }),
  );
}

/** The office's contacts as a first screen's drawing shows them (features/auth/components/auth-layout.tsx). */
function contactsOf({ contacts, demo }: TWebAppSettings, locale: TLocale) {
  return {
    phone: contacts.phone,
    phoneHref: contacts.phone && `tel:+${contacts.phone.replace(/\D/g, '')}`,
    email: contacts.email,
    emailHref: contacts.email && `mailto:${contacts.email}`,
    address: contacts.address?.[locale] || contacts.address?.uz,
    demo: demo ? 'yes' : undefined,
  };
}

/** The language the web app told the server (LOCALE_COOKIE), else the default. */
function localeOf(request: FastifyRequest): TLocale {
  const locale = readCookies(request).get(LOCALE_COOKIE);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A client route of the web app (/home/application), as opposed to a file: under /assets/ or with an extension in
 * its last segment. A missing file is a 404, not the app's page: a browser would take that HTML for the script it
 * asked for and fail with a MIME type error instead of a missing file (a stale tab after a release).
 */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return !pathname.startsWith('/assets/') && !/\.[^/]*$/.test(pathname);
}

/**
 * The built web app (when `webDist` holds one) and the single-page fallback: a GET of a client route answers
 * index.html so client routes survive a reload; anything else unknown, /api and missing files, is a spec §8 404.
 * The files are those of the build present at start: a new build is served after a restart (as `npm start` does).
 */
export const webAppPlugin = fp<{
  webDist: string;
  settings: TWebAppSettings;
  /**
   * Who opens the page (the request's session is resolved by then, as for every request): an applicant's session gets
   * the applicant area's first screens, a browser without one (never signed in, or its session has ended) the login
   * screens', and a staff member the spinner.
   */
  visitorOf: (request: FastifyRequest) => TVisitor;
  /** The values of a drawing's request slots (contract/first-screen.ts) for the request's applicant. */
  requestSlotValues: (request: FastifyRequest, slots: readonly TRequestSlot[]) => Promise<TRequestSlotValues>;
}>(
  async (app, { webDist, settings, visitorOf, requestSlotValues }) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    // index.html answers every page of the app: kept in memory rather than read from disk on every visit, with
    // the university's settings and the form's rules in it, so the pages have them without a request of their own.
    const html = hasWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
    const index = Buffer.from(withSettings(html, settings));
    // The first screens, opened by the visitor they are for, name their scripts (they download beside the app's code
    // instead of after it has run: a second or more on a phone's slow network) and come drawn in the visitor's
    // language (the web app's cookie; a device without it has never left the default), with the office's contacts
    // from the settings: the page's frame and heading, with index.html's spinner, until the app has run. A page
    // with request slots (the form's line, the applicant's phone) is filled for each request, the rest once.
    const screens = readFirstScreens(webDist);
    if (screens.size && !DRAWING_PLACE.test(html)) throw new Error('index.html has no place for a first screen');
    const firstScreens = new Map(
      [...screens].map(([url, { visitor, links, drawings }]) => {
        const slots = requestSlotsIn(drawings[DEFAULT_LOCALE]);
        const byLocale = LOCALES.map((locale): [TLocale, DrawnPage] => {
          const drawing = fillDrawing(drawings[locale], contactsOf(settings, locale));
          const page = withSettings(
            html
              .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
              .replace('</head>', `${links}</head>`)
              // A function, so a `$` in the settings' contacts is not read as a replacement pattern.
              .replace(DRAWING_PLACE, () => drawing),
            settings,
          );
          if (!slots.length) return [locale, Buffer.from(page)];
          // Around the drawing, filled for each request: nothing else of the page (the settings) is read for slots.
          const at = page.indexOf(drawing);
          return [locale, { before: page.slice(0, at), drawing, after: page.slice(at + drawing.length) }];
        });
        return [url, { visitor, slots, byLocale: new Map(byLocale) }];
      }),
    );
    const drawingFor = async (request: FastifyRequest, pathname: string) => {
      const firstScreen = firstScreens.get(pathname);
      if (firstScreen?.visitor !== visitorOf(request)) return undefined;
      const page = firstScreen.byLocale.get(localeOf(request));
      if (!page || Buffer.isBuffer(page)) return page;
      const values = await requestSlotValues(request, firstScreen.slots);
      return Buffer.from(page.before + fillDrawing(page.drawing, values) + page.after);
    };
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0].replace(/\/+$/, '') || '/';
      if (firstScreens.has(pathname)) reply.header('vary', 'Cookie');
      const drawn = await drawingFor(request, pathname);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(drawn || index);
    };
    if (hasWeb) {
      app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); sent by Accept-Encoding.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite names assets by content hash, so they never change; index.html must always be fresh.
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api') && isClientRoute(request.url)) {
        return sendIndex(request, reply);
      }
      throw new AppError('route_not_found');
    });
  },
  { name: 'qabul-web-app' },
);
