import type { Locator, Page } from '@playwright/test';
import { rejectedApplication } from '../support/applications';
import { expect, registerApplicant, signIn, test } from '../support/fixtures';

/**
 * The first screens come drawn by the server (apps/web/build/first-screens.ts): the applicant's app bar and page
 * heading, the login screens' header and the top of their card, before any script has run. The app then draws its
 * own in their place: the same texts at the same places, or the page would jump when it arrives.
 */
const FIRST_SCREENS = [
  '/home',
  '/home/application',
  '/home/allowance',
  '/home/result',
  '/home/appeal',
  '/home/personal-info',
];

type Box = { x: number; y: number; width: number; height: number };
type Drawing = { title: string; titleBox: Box; barHeight: number; heading: string; headingBox: Box };

const round = ({ x, y, width, height }: Box): Box => ({
  x: Math.round(x),
  y: Math.round(y),
  width: Math.round(width),
  height: Math.round(height),
});

/** Where the element's text is drawn: the form's h1 is as wide as the line under it, which the server leaves out. */
const textBoxOf = (element: Locator) =>
  element.evaluate((drawn) => {
    const range = document.createRange();
    range.selectNodeContents(drawn);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

const textBox = (page: Page, selector: string) => textBoxOf(page.locator(selector).first());

async function drawingOf(page: Page, selectors: { bar: string; title: string; heading: string }): Promise<Drawing> {
  return {
    title: (await page.locator(selectors.title).first().textContent()) ?? '',
    titleBox: round(await textBox(page, selectors.title)),
    barHeight: round((await page.locator(selectors.bar).first().boundingBox()) as Box).height,
    heading: (await page.locator(selectors.heading).first().textContent()) ?? '',
    headingBox: round(await textBox(page, selectors.heading)),
  };
}

/** The page opened with empty scripts in place of the app's: what the server drew is all there is. */
async function withoutScripts<T>(page: Page, url: string, read: () => Promise<T>): Promise<T> {
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  try {
    await page.goto(url);
    return await read();
  } finally {
    await page.unrouteAll();
  }
}

/** The server's drawing of an applicant's page. */
async function serverDrawing(page: Page, url: string): Promise<Drawing> {
  return withoutScripts(page, url, async () => {
    await expect(page.locator('[data-first-screen]')).toBeVisible();
    return drawingOf(page, { bar: '.fs-bar', title: '.fs-title', heading: '.fs-main h1' });
  });
}

async function appDrawing(page: Page, url: string): Promise<Drawing> {
  await page.goto(url);
  await expect(page.locator('h1.MuiTypography-root')).toBeVisible();
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  return drawingOf(page, {
    bar: 'header.MuiAppBar-root',
    title: 'header.MuiAppBar-root .MuiTypography-h6',
    heading: 'h1.MuiTypography-root',
  });
}

/** An info Alert as drawn: its box, colours, icon and text. */
async function noticeOf(alert: Locator) {
  const icon = alert.locator('svg').first();
  const text = alert.locator(':scope > div').last();
  return {
    box: round((await alert.boundingBox()) as Box),
    colours: await alert.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color, radius: style.borderRadius };
    }),
    icon: await icon.locator('path').getAttribute('d'),
    iconBox: round((await icon.boundingBox()) as Box),
    iconLook: await icon.evaluate((element) => ({
      fill: getComputedStyle(element).fill,
      opacity: (element.parentElement && getComputedStyle(element.parentElement).opacity) ?? '',
    })),
    text: await text.textContent(),
    textBox: round(await textBoxOf(text)),
  };
}

/** The pages that show only a notice under their heading for a new applicant: no permit, no result, no appeal. */
const NOTICES = {
  '/home/allowance': 'Imtihon ruxsatnomasi',
  '/home/result': "Natijalar hali e'lon qilinmagan",
  '/home/appeal': 'Apellyatsiyani faqat',
};

function expectSameDrawing(server: Drawing, app: Drawing, url: string) {
  expect(server, url).toEqual(app);
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, the first screen the server draws is the one the app draws`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, await registerApplicant(page.request));
    for (const url of FIRST_SCREENS) {
      const server = await serverDrawing(page, url);
      expectSameDrawing(server, await appDrawing(page, url), url);
    }
    // The form's line under its heading, the one for an application that can be edited (a new applicant's).
    const lineOf = async (selector: string) => {
      const line = page.locator(selector).first();
      return {
        text: await line.textContent(),
        box: round(await textBox(page, selector)),
        color: await line.evaluate((element) => getComputedStyle(element).color),
      };
    };
    const serverLine = await withoutScripts(page, '/home/application', () => lineOf('.fs-main p'));
    await page.goto('/home/application');
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    const appLine = await lineOf('h1.MuiTypography-root + p');
    expect(serverLine).toEqual(appLine);
    expect(serverLine.text).toContain("Barcha yetti bo'limni to'ldiring");

    // The personal information page's cards: the applicant's own phone (where it starts: the app groups its digits
    // once it has the code for it), and the change of password's explanation.
    const cardsOf = async (phone: Locator, explanation: Locator) => {
      const { x, y, height } = round(await textBoxOf(phone));
      return {
        phoneDigits: (await phone.textContent())?.replace(/\s/g, ''),
        phoneStart: { x, y, height },
        explanation: await explanation.textContent(),
        explanationBox: round(await textBoxOf(explanation)),
      };
    };
    const serverCards = await withoutScripts(page, '/home/personal-info', () =>
      cardsOf(page.locator('.fs-phone b'), page.locator('.fs-card p').last()),
    );
    await page.goto('/home/personal-info');
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    const appCards = await cardsOf(
      page.getByTestId('personal-phone'),
      page.locator('main .MuiPaper-root').nth(1).locator('p').first(),
    );
    expect(serverCards).toEqual(appCards);
    expect(serverCards.phoneDigits).toMatch(/^\+99890\d{7}$/);

    // The notice the permit, result and appeal pages show until they have more, an info Alert (the page's LCP).
    for (const [url, text] of Object.entries(NOTICES)) {
      const serverNotice = await withoutScripts(page, url, () => noticeOf(page.locator('.fs-alert')));
      await page.goto(url);
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      const appNotice = await noticeOf(page.locator('main .MuiAlert-root'));
      expect(serverNotice, url).toEqual(appNotice);
      expect(serverNotice.text, url).toContain(text);
    }
  });
}

test("a rejected applicant is drawn the appeal page's invitation to appeal, where the app writes it", async ({
  page,
  request,
  admin,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const { applicant } = await rejectedApplication(request, admin);
  await signIn(page, applicant);
  const lineOf = async (line: Locator) => ({
    text: await line.textContent(),
    box: round(await textBoxOf(line)),
    colour: await line.evaluate((element) => getComputedStyle(element).color),
  });
  const serverLine = await withoutScripts(page, '/home/appeal', async () => {
    await expect(page.locator('.fs-alert')).toHaveCount(0);
    return lineOf(page.locator('.fs-card p'));
  });
  await page.goto('/home/appeal');
  await expect(page.getByTestId('appeal-form')).toBeVisible();
  expect(serverLine).toEqual(await lineOf(page.locator('main .MuiPaper-root > p').first()));
  expect(serverLine.text).toContain('Bitta apellyatsiya yuborishingiz mumkin');
});

test.describe('in Russian', () => {
  test.use({ locale: 'ru' });

  test("the first screen is in the device's language once its app has told the server", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signIn(page, await registerApplicant(page.request));
    // Not told yet: the server draws the default language, and the app takes that drawing away at once.
    await page.goto('/home');
    const heading = 'Добро пожаловать на портал онлайн-приёма';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'qabul_locale')?.value).toBe('ru');
    // Told: the server's drawing is Russian, and the page's HTML says so.
    const server = await serverDrawing(page, '/home');
    expect(server).toMatchObject({ title: 'Главная', heading });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expectSameDrawing(server, await appDrawing(page, '/home'), '/home in Russian');
  });
});

/** The login screens, drawn for a browser that is not signed in (features/auth/components/auth-layout.tsx). */
const GUEST_SCREENS = ['/', '/sign-up', '/forgot-password'];

type GuestDrawing = {
  headerHeight: number;
  contacts: string;
  contactsBox: Box;
  heading: string;
  headingBox: Box;
  subtitle: string;
  subtitleBox: Box;
  subtitleColor: string;
};

async function guestDrawingOf(
  page: Page,
  selectors: { header: string; contacts: string; heading: string; subtitle: string },
): Promise<GuestDrawing> {
  const subtitle = page.locator(selectors.subtitle).first();
  return {
    headerHeight: round((await page.locator(selectors.header).first().boundingBox()) as Box).height,
    contacts: ((await page.locator(selectors.contacts).first().textContent()) ?? '').replace(/\s+/g, ' '),
    contactsBox: round(await textBox(page, selectors.contacts)),
    heading: (await page.locator(selectors.heading).first().textContent()) ?? '',
    headingBox: round(await textBox(page, selectors.heading)),
    subtitle: (await subtitle.textContent()) ?? '',
    subtitleBox: round(await textBox(page, selectors.subtitle)),
    subtitleColor: await subtitle.evaluate((element) => getComputedStyle(element).color),
  };
}

for (const width of [360, 412]) {
  test(`at ${width} px, the login screens the server draws are the ones the app draws`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const url of GUEST_SCREENS) {
      const server = await withoutScripts(page, url, async () => {
        await expect(page.locator('[data-first-screen]')).toBeVisible();
        return guestDrawingOf(page, {
          header: '.fg-head',
          contacts: '.fg-contacts',
          heading: '.fg-card h1',
          subtitle: '.fg-card p',
        });
      });
      await page.goto(url);
      await expect(page.getByTestId('language-switcher')).toBeVisible();
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      const app = await guestDrawingOf(page, {
        header: 'header',
        contacts: 'header address:visible',
        heading: 'main h1',
        subtitle: 'main h1 + p',
      });
      expect(server, url).toEqual(app);
      // The office's contacts are the settings' (the demo's here), filled in by the server.
      expect(server.contacts, url).toContain('+998 71 200-00-00');
    }
  });
}

test('from 600 px, where the card is centred at a height its form decides, the login screen shows the spinner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await withoutScripts(page, '/', async () => {
    await expect(page.locator('[data-first-screen]')).toBeHidden();
    await expect(page.getByRole('progressbar')).toBeVisible();
  });
});

test("a signed-in applicant is not drawn the login screen, which the app would leave at once for the applicant's area", async ({
  page,
}) => {
  await signIn(page, await registerApplicant(page.request));
  await withoutScripts(page, '/', async () => {
    await expect(page.locator('.fg')).toHaveCount(0);
  });
});
