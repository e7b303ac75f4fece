import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drawingSlot, drawnIf, escapeHtml, type TRequestSlot } from '../../../packages/contract/src/first-screen';
import { LOCALES, type TLocale } from '../../../packages/contract/src/locale';

/** A translation, as `namespace:key` of src/locales/<lng>/<namespace>.json. */
type Text = `${string}:${string}`;

/** What the server draws of a first screen of the applicant area before any script has run, in the visitor's language. */
type FirstScreen = {
  /** The page's module in AREA: the server names its scripts, and the area layout's, in the page's HTML. */
  page: string;
  /** The app bar's title: the page's `titleKey` (app/routes/home/pages.ts). */
  title: Text;
  /** The page's h1 and the line under it when it does not depend on the applicant's data. */
  heading: Text;
  subtitle?: Text;
  /**
   * The form's line under its heading (ApplicationHeading), which says what can be done with the application: the
   * server draws the one for whether the applicant's can be edited (contract/first-screen.ts).
   */
  formSubtitle?: { editable: Text; readOnly: Text };
  /**
   * The outlined cards under the heading, each with its h2 and text, and (`phone`) the applicant's login phone
   * between them, which the server puts in (personal-info.tsx).
   */
  cards?: readonly { title: Text; phone?: true; text: Text }[];
  /**
   * What the page shows under its heading for the applicant's state while it has nothing else to show there, each
   * drawn when its request slot has a value: an info Alert (no permit yet, no result yet, may not appeal) or a line
   * (may appeal); in an outlined card (`card`) on the appeal page.
   */
  states?: { card?: true; drawn: readonly ({ slot: TRequestSlot } & ({ alert: Text } | { line: Text }))[] };
  /** The page's column (its Stack's `maxWidth`; the form's is centred) and its h1's size on phones / from 600 px. */
  column: { maxWidth: number; centred?: boolean };
  /** Its h1's size on phones / from 600 px, when not the pages' usual 24 / 32 px. */
  headingSize?: readonly [number, number];
};

/** What the server draws of a signed-out visitor's page (login, sign-up, forgot password) on a phone. */
type GuestScreen = {
  /** The page's module (src/). */
  page: string;
  /** Its card's h1 and the line under it (AuthLayout's `title` and `subtitle`). */
  heading: Text;
  subtitle: Text;
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
    formSubtitle: { editable: 'application:subtitle', readOnly: 'application:subtitle_read_only' },
    column: { maxWidth: 1040, centred: true },
    headingSize: [22, 28],
  },
  '/home/allowance': {
    page: 'allowance.tsx',
    title: 'common:pages.allowance',
    heading: 'exams:permit.title',
    // PermitView (features/exams/components/permit-view.tsx).
    states: { drawn: [{ slot: 'permitPending', alert: 'exams:permit.not_published' }] },
    column: { maxWidth: 840 },
  },
  '/home/result': {
    page: 'result.tsx',
    title: 'common:pages.result',
    heading: 'exams:result.title',
    // ExamResultView (features/exams/components/exam-result-view.tsx).
    states: { drawn: [{ slot: 'resultPending', alert: 'exams:result.not_published' }] },
    column: { maxWidth: 840 },
  },
  '/home/appeal': {
    page: 'appeal.tsx',
    title: 'common:pages.appeal',
    heading: 'appeal:title',
    // AppealView (features/appeals/components/appeal-view.tsx); an appeal sent is drawn by the app alone.
    states: {
      card: true,
      drawn: [
        { slot: 'appealClosed', alert: 'appeal:not_eligible' },
        { slot: 'appealOpen', line: 'appeal:intro' },
      ],
    },
    column: { maxWidth: 800 },
  },
  '/home/personal-info': {
    page: 'personal-info.tsx',
    title: 'common:pages.personal_info',
    heading: 'auth:personal_info.title',
    cards: [
      { title: 'auth:personal_info.phone', phone: true, text: 'auth:personal_info.phone_hint' },
      { title: 'auth:change_password.title', text: 'auth:change_password.intro' },
    ],
    column: { maxWidth: 640 },
  },
};

/**
 * The signed-out visitor's pages, by URL (app/router.tsx). Opened on a phone, the server draws AuthLayout's header
 * and the top of its card, with the page's heading and the line under it (their LCP): the app draws the rest below.
 * From 600 px the card is centred on the page, at a height its form decides: the spinner shows there until the app
 * has run.
 */
export const GUEST_SCREENS: Record<string, GuestScreen> = {
  '/': { page: 'app/routes/login.tsx', heading: 'auth:login.title', subtitle: 'auth:login.subtitle' },
  '/sign-up': { page: 'app/routes/sign-up.tsx', heading: 'auth:sign_up.title', subtitle: 'auth:sign_up.subtitle' },
  '/forgot-password': {
    page: 'app/routes/forgot-password.tsx',
    heading: 'auth:forgot.title',
    subtitle: 'auth:forgot.subtitle',
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

/** The path of one of the app's icons (src/components/icons/<name>.tsx), drawn as the app draws it (SvgIcon). */
function icon(name: string): string {
  const file = fileURLToPath(new URL(`../src/components/icons/${name}.tsx`, import.meta.url));
  const path = /<path d="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!path) throw new Error(`No path in ${file}`);
  return `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
}

/** The page as CssBaseline and the theme draw it (app/theme.ts). */
const BODY_CSS =
  'body{margin:0;background:#f4f6fa;color:rgba(0,0,0,.87);font:400 1rem/1.5 "Inter","Roboto","Segoe UI","Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}';

/**
 * The layout's measures as MUI draws them (components/layouts/dashboard-layout.tsx, app/theme.ts): the app bar's
 * Toolbar (56 px, 48 px on a phone held sideways, 64 px from 600 px), the menu button before the title on phones,
 * the drawer of 270 px from 900 px, the main column's padding of 16 / 24 px, h4 headings. Scoped to `.fs`.
 */
const FIRST_SCREEN_CSS = `
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
.fs-main p.fs-form{margin-top:4px;font-size:.875rem;line-height:1.43}
.fs-card{margin-top:24px;background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:8px;padding:16px}
.fs-card h2{margin:0 0 4px;font-size:1.25rem;font-weight:500;line-height:1.6}
.fs-main .fs-card p{margin:0}
.fs-phone{display:flex;align-items:center;margin-bottom:8px}
.fs-phone svg{width:24px;height:24px;fill:#0d47a1;flex:none;margin-right:12px}
.fs-phone b{font-weight:600}
.fs-card .fs-phone+p{margin-top:8px}
.fs-card h2.fs-gap{margin-bottom:8px}
.fs-main .fs-card p.fs-line{color:rgba(0,0,0,.87)}
.fs-alert{display:flex;margin-top:16px;padding:6px 16px;border-radius:8px;background:#e5f6fd;color:#014361;font-size:.875rem;line-height:1.43}
.fs-card .fs-alert{margin-top:0}
.fs-alert-icon{display:flex;margin-right:12px;padding:7px 0;opacity:.9}
.fs-alert-icon svg{width:22px;height:22px;fill:#0288d1}
.fs-alert-text{padding:8px 0;min-width:0}
@media (min-width:600px){.fs-card{padding:24px}}
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

/** PhoneIphoneOutlined, beside the phone on the personal information page. */
const PHONE_ICON = icon('PhoneIphoneOutlined');

/** The icon of MUI's info Alert (@mui/material/internal/svg-icons/InfoOutlined, which the package does not export). */
const INFO_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z"/></svg>';

const MENU_ICON =
  '<svg class="fs-menu" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

/** A page's states (FirstScreen's `states`), each in its slot: an Alert as MUI draws a standard info one, or a line. */
function statesHtml({ card, drawn }: NonNullable<FirstScreen['states']>, text: (key: Text) => string): string {
  return drawn
    .map((state) => {
      const html =
        'alert' in state
          ? `<div class="fs-alert"><div class="fs-alert-icon">${INFO_ICON}</div><div class="fs-alert-text">${text(state.alert)}</div></div>`
          : `<p class="fs-line">${text(state.line)}</p>`;
      return drawnIf(state.slot, card ? `<section class="fs-card">${html}</section>` : html);
    })
    .join('');
}

/** The first screen's HTML in one language, for `#root` beside index.html's spinner (out of the page's flow). */
function firstScreenHtml(screen: FirstScreen, locale: TLocale): string {
  const text = (key: Text) => escapeHtml(translate(locale, key));
  const { maxWidth, centred } = screen.column;
  const [phone, wide] = screen.headingSize ?? PAGE_HEADING_SIZE;
  const column = `max-width:${maxWidth}px${centred ? ';margin:0 auto' : ''}`;
  return [
    `<style>${BODY_CSS}${FIRST_SCREEN_CSS}.fs-main h1{font-size:${phone}px}@media (min-width:600px){.fs-main h1{font-size:${wide}px}}</style>`,
    `<div class="fs" lang="${locale}" data-first-screen aria-busy="true">`,
    `<header class="fs-bar">${MENU_ICON}<span class="fs-title">${text(screen.title)}</span></header>`,
    `<div class="fs-drawer"><div><b>${text('common:app.name')}</b><small>${text('common:app.applicant_area')}</small></div></div>`,
    `<main class="fs-main"><div style="${column}"><h1>${text(screen.heading)}</h1>`,
    screen.subtitle ? `<p>${text(screen.subtitle)}</p>` : '',
    screen.formSubtitle
      ? drawnIf('editable', `<p class="fs-form">${text(screen.formSubtitle.editable)}</p>`) +
        drawnIf('readOnly', `<p class="fs-form">${text(screen.formSubtitle.readOnly)}</p>`)
      : '',
    ...(screen.cards ?? []).map(
      (card) =>
        `<section class="fs-card"><h2${card.phone ? ' class="fs-gap"' : ''}>${text(card.title)}</h2>` +
        (card.phone ? `<div class="fs-phone">${PHONE_ICON}<b dir="ltr">${drawingSlot('memberPhone')}</b></div>` : '') +
        `<p>${text(card.text)}</p></section>`,
    ),
    screen.states ? statesHtml(screen.states, text) : '',
    '</div></main></div>',
  ].join('');
}

/** The first screen's HTML in each interface language. */
export const firstScreenDrawings = (screen: FirstScreen): Record<TLocale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, firstScreenHtml(screen, locale)])) as Record<TLocale, string>;

/** The modules (src/) of the first screen: the area's layout and the page. */
export const firstScreenModules = (screen: FirstScreen) => [AREA_LAYOUT, `${AREA}/${screen.page}`];

/**
 * AuthLayout's measures on a phone (features/auth/components/auth-layout.tsx): the header's Container (16 px sides,
 * 12 px above and below) with the logo, the name and the language button in a row, and the contacts wrapping on the
 * line under it; the main column's 16 px above, the card's Container (444 px at most, 12 px sides), its 20 px
 * padding, h5 heading and body2 line. Hidden from 600 px. Scoped to `.fg`.
 */
const GUEST_SCREEN_CSS = `
.fg svg{width:1em;height:1em;font-size:24px;fill:currentColor;flex-shrink:0}
.fg-head{background:#fff;border-bottom:1px solid rgba(0,0,0,.12);padding:12px 16px}
.fg-row{display:flex;align-items:center}
.fg-logo{flex:none;width:40px;height:40px;border-radius:50%;background:#0d47a1;color:#fff;display:grid;place-items:center}
.fg-name{flex:1;min-width:0;margin-left:12px}
.fg-name b,.fg-name small{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fg-name b{line-height:1.2}
.fg-name small{font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6)}
.fg-lang{margin-left:12px;display:inline-flex;align-items:center;padding:6px 8px;font-size:.875rem;line-height:1.75;font-weight:600;color:#0d47a1}
.fg-lang svg{font-size:20px;margin:0 8px 0 -4px}
.fg-contacts{display:flex;flex-wrap:wrap;column-gap:16px;row-gap:4px;margin-top:8px;font-style:normal}
.fg-contacts>*{display:inline-flex;align-items:center;gap:4px;font-size:.875rem;line-height:1.43}
.fg-contacts a{color:inherit;text-decoration:none;white-space:nowrap}
.fg-contacts svg{font-size:20px;color:#0d47a1}
.fg-contacts .fg-demo{color:rgba(0,0,0,.6)}
.fg-main{padding:16px 0}
.fg-column{max-width:444px;margin:0 auto;padding:0 12px}
.fg-card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:24px;padding:20px}
.fg-card h1{margin:0;font-size:1.5rem;font-weight:700;line-height:1.334}
.fg-card p{margin:4px 0 24px;font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
@media (min-width:600px){.fg{display:none}}`
  .trim()
  .replace(/\n/g, '');

/** The guest screen's HTML in one language; the contacts are the server's to fill (contract/first-screen.ts). */
function guestScreenHtml(screen: GuestScreen, locale: TLocale): string {
  const text = (key: Text) => escapeHtml(translate(locale, key));
  const contacts = [
    drawnIf('phone', `<a href="${drawingSlot('phoneHref')}">${icon('PhoneOutlined')}${drawingSlot('phone')}</a>`),
    drawnIf('email', `<a href="${drawingSlot('emailHref')}">${icon('EmailOutlined')}${drawingSlot('email')}</a>`),
    drawnIf('address', `<span>${icon('PlaceOutlined')}${drawingSlot('address')}</span>`),
    drawnIf('demo', `<span class="fg-demo">${text('auth:header.demo')}</span>`),
  ];
  return [
    `<style>${BODY_CSS}${GUEST_SCREEN_CSS}</style>`,
    `<div class="fg" lang="${locale}" data-first-screen aria-busy="true">`,
    '<header class="fg-head"><div class="fg-row">',
    `<span class="fg-logo">${icon('School')}</span>`,
    `<span class="fg-name"><b>${text('common:app.name')}</b><small>${text('common:app.subtitle')}</small></span>`,
    `<span class="fg-lang">${icon('Translate')}${text(`common:language.short.${locale}`)}</span>`,
    `</div><address class="fg-contacts">${contacts.join('')}</address></header>`,
    `<main class="fg-main"><div class="fg-column"><div class="fg-card">`,
    `<h1>${text(screen.heading)}</h1><p>${text(screen.subtitle)}</p>`,
    '</div></div></main></div>',
  ].join('');
}

/** The guest screen's HTML in each interface language. */
export const guestScreenDrawings = (screen: GuestScreen): Record<TLocale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, guestScreenHtml(screen, locale)])) as Record<TLocale, string>;
