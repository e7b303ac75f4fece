import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type TLocale } from '../../../packages/contract/src/locale';

/** A translation, as `namespace:key` of src/locales/<lng>/<namespace>.json. */
type Text = `${string}:${string}`;

/** What the server draws of a first screen before any script has run, in the visitor's language. */
type FirstScreen = {
  /** The page's module in AREA: the server names its scripts, and the area layout's, in the page's HTML. */
  page: string;
  /** The app bar's title: the page's `titleKey` (app/routes/home/pages.ts). */
  title: Text;
  /** The page's h1 and the line under it when it does not depend on the applicant's data. */
  heading: Text;
  subtitle?: Text;
  /** The page's column (its Stack's `maxWidth`; the form's is centred) and its h1's size on phones / from 600 px. */
  column: { maxWidth: number; centred?: boolean };
  /** Its h1's size on phones / from 600 px, when not the pages' usual 24 / 32 px. */
  headingSize?: readonly [number, number];
};

/** The applicant area's routes (src/), and its layout among them. */
const AREA = 'app/routes/home';
const AREA_LAYOUT = `${AREA}/root.tsx`;

/** The pages' h1: variant h4 at 24 px on phones, 32 px from 600 px. */
const PAGE_HEADING_SIZE = [24, 32] as const;

/**
 * The applicant's first screens, by URL. Opened directly (a reload, a bookmark, an SMS link), their code was asked
 * for only once the app's own code had run, and the page showed a spinner for the seconds a phone's slow network
 * takes to bring it: now the server names their scripts in the HTML and draws the app bar and the page's heading at
 * once, where the app then draws the same (the browser test "first screens" holds them to it).
 */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/home': {
    page: 'intro.tsx',
    title: 'common:pages.intro',
    heading: 'home:intro.title',
    subtitle: 'home:intro.subtitle',
    column: { maxWidth: 840 },
  },
  '/home/application': {
    page: 'application.tsx',
    title: 'common:pages.application',
    heading: 'application:title',
    // FORM_COLUMN and ApplicationHeading (features/application/components/application-heading.tsx).
    column: { maxWidth: 1040, centred: true },
    headingSize: [22, 28],
  },
  '/home/allowance': {
    page: 'allowance.tsx',
    title: 'common:pages.allowance',
    heading: 'exams:permit.title',
    column: { maxWidth: 840 },
  },
  '/home/result': {
    page: 'result.tsx',
    title: 'common:pages.result',
    heading: 'exams:result.title',
    column: { maxWidth: 840 },
  },
  '/home/appeal': {
    page: 'appeal.tsx',
    title: 'common:pages.appeal',
    heading: 'appeal:title',
    column: { maxWidth: 800 },
  },
  '/home/personal-info': {
    page: 'personal-info.tsx',
    title: 'common:pages.personal_info',
    heading: 'auth:personal_info.title',
    column: { maxWidth: 640 },
  },
};

const texts = new Map<string, Record<string, unknown>>();

function translate(locale: TLocale, text: Text): string {
  const [namespace, key] = text.split(':');
  const file = fileURLToPath(new URL(`../src/locales/${locale}/${namespace}.json`, import.meta.url));
  let namespaceTexts = texts.get(file);
  if (!namespaceTexts) {
    namespaceTexts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    texts.set(file, namespaceTexts);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], namespaceTexts);
  if (typeof value !== 'string') throw new Error(`No text ${text} in ${locale}`);
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The layout's measures as MUI draws them (components/layouts/dashboard-layout.tsx, app/theme.ts): the app bar's
 * Toolbar (56 px, 48 px on a phone held sideways, 64 px from 600 px), the menu button before the title on phones,
 * the drawer of 270 px from 900 px, the main column's padding of 16 / 24 px, h4 headings. Scoped to `.fs`.
 */
const FIRST_SCREEN_CSS = `
body{margin:0;background:#f4f6fa;color:rgba(0,0,0,.87);font:400 1rem/1.5 "Inter","Roboto","Segoe UI","Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
.fs{--fs-bar:56px}
@media (orientation:landscape){.fs{--fs-bar:48px}}
@media (min-width:600px){.fs{--fs-bar:64px}}
.fs-bar{position:fixed;top:0;left:0;right:0;z-index:1100;box-sizing:border-box;height:var(--fs-bar);display:flex;align-items:center;padding:0 16px;background:#0d47a1;color:#fff;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.fs-menu{flex:none;width:24px;height:24px;padding:8px;margin-left:-12px;fill:currentColor}
.fs-title{flex:1;margin-left:8px;font-size:1.25rem;font-weight:500;line-height:1.6;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fs-drawer{display:none}
.fs-main{padding:calc(var(--fs-bar) + 16px) 16px 16px}
.fs-main h1{margin:0;font-weight:700;line-height:1.235}
.fs-main p{margin:8px 0 0;color:rgba(0,0,0,.6)}
@media (min-width:600px){.fs-bar{padding:0 24px}}
@media (min-width:900px){
.fs-bar{left:270px}.fs-menu{display:none}.fs-title{margin-left:0}
.fs-drawer{display:block;position:fixed;top:0;left:0;bottom:0;width:270px;box-sizing:border-box;background:#fff;border-right:1px solid rgba(0,0,0,.12)}
.fs-drawer div{height:var(--fs-bar);display:flex;flex-direction:column;justify-content:center;padding:0 24px;border-bottom:1px solid rgba(0,0,0,.12)}
.fs-drawer b{font-size:1rem;line-height:1.2;white-space:nowrap}
.fs-drawer small{font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6);white-space:nowrap}
.fs-main{margin-left:270px;padding:calc(var(--fs-bar) + 24px) 24px 24px}
}`
  .trim()
  .replace(/\n/g, '');

const MENU_ICON =
  '<svg class="fs-menu" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

/** The first screen's HTML in one language, for `#root` beside index.html's spinner (out of the page's flow). */
function firstScreenHtml(screen: FirstScreen, locale: TLocale): string {
  const text = (key: Text) => escapeHtml(translate(locale, key));
  const { maxWidth, centred } = screen.column;
  const [phone, wide] = screen.headingSize ?? PAGE_HEADING_SIZE;
  const column = `max-width:${maxWidth}px${centred ? ';margin:0 auto' : ''}`;
  return [
    `<style>${FIRST_SCREEN_CSS}.fs-main h1{font-size:${phone}px}@media (min-width:600px){.fs-main h1{font-size:${wide}px}}</style>`,
    `<div class="fs" lang="${locale}" data-first-screen aria-busy="true">`,
    `<header class="fs-bar">${MENU_ICON}<span class="fs-title">${text(screen.title)}</span></header>`,
    `<div class="fs-drawer"><div><b>${text('common:app.name')}</b><small>${text('common:app.applicant_area')}</small></div></div>`,
    `<main class="fs-main"><div style="${column}"><h1>${text(screen.heading)}</h1>`,
    screen.subtitle ? `<p>${text(screen.subtitle)}</p>` : '',
    '</div></main></div>',
  ].join('');
}

/** The first screen's HTML in each interface language. */
export const firstScreenDrawings = (screen: FirstScreen): Record<TLocale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, firstScreenHtml(screen, locale)])) as Record<TLocale, string>;

/** The modules (src/) of the first screen: the area's layout and the page. */
export const firstScreenModules = (screen: FirstScreen) => [AREA_LAYOUT, `${AREA}/${screen.page}`];
