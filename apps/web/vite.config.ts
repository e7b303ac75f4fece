import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { DEFAULT_LOCALE, isLocale } from '../../packages/contract/src/locale';
import { messages } from '../../packages/contract/src/messages';
import {
  FIRST_SCREENS,
  firstScreenDrawings,
  firstScreenModules,
  GUEST_SCREENS,
  guestScreenDrawings,
} from './build/first-screens';
import { textPartOf } from './src/locales/namespaces';

const brotli = promisify(brotliCompress);

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];
const gzipAsync = promisify(gzip);

/** `roots` and everything reachable from them through `next` (a module's imports, a chunk's). */
function reachable(roots: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (found.has(node)) continue;
    found.add(node);
    pending.push(...next(node));
  }
  return found;
}

/**
 * Writes `.br` and `.gz` beside every text asset at build time, so the server (@fastify/static `preCompressed`)
 * sends phones a third of the bytes without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'qabul-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    writeBundle: async (_options, bundle) => {
      const texts = Object.keys(bundle).filter((file) => /\.(js|css|svg|json|html)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const target = path.join(outDir, file);
          const content = await readFile(target);
          if (content.length < 1024) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
          await writeFile(`${target}.br`, await brotli(content, { params }));
          await writeFile(`${target}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The boot script (src/boot.ts, an entry of its own) as an async script in the page's head, and
 * `<link rel="modulepreload">` for the default language's texts (lib/i18n.ts loads them after the entry): most users
 * read Uzbek, and they get the texts with the entry instead of one round trip later.
 *
 * The app's code is asked for at low priority, the boot script's (which sends the page's GETs) at the usual high one:
 * nothing the page paints first needs the app's code (index.html's spinner, the server's first screens), and the
 * GETs' small answers go before it on a busy connection (docs/decisions/0239).
 */
function bootAndDefaultLanguage(): Plugin {
  return {
    name: 'qabul-boot-and-default-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((each) => each.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === source('boot.ts'));
        if (!boot) throw new Error('No chunk for src/boot.ts');
        const texts = chunks.filter(
          (chunk) =>
            chunk.name === `locale-${DEFAULT_LOCALE}` ||
            chunk.facadeModuleId?.endsWith(`/src/locales/mui/${DEFAULT_LOCALE}.ts`),
        );
        const appEntry = '<script type="module" crossorigin src=';
        if (html.split(appEntry).length !== 2) throw new Error("index.html: not one tag for the app's entry");
        return {
          html: html.replace(appEntry, '<script type="module" crossorigin fetchpriority="low" src='),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
              injectTo: 'head' as const,
            },
            ...texts.map((chunk) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${chunk.fileName}` },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}

/** Where the build writes the first screens for the server (plugins/external/web-app.ts). */
const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * Writes FIRST_SCREENS_FILE: for each first screen (build/first-screens.ts), who it is drawn for, the chunks its
 * modules need beyond those the page's HTML already loads (for the applicant's, with the area's texts in the default
 * language: lib/i18n.ts `areaTexts`, which the layout waits for), and its drawing in each language. The server puts
 * them in that URL's HTML for that visitor (an applicant's session, or none): `<link rel="modulepreload">`, so they
 * download beside the app's code, and the drawing in `#root`.
 */
function firstScreens(): Plugin {
  return {
    name: 'qabul-first-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((each) => each.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: readonly string[]) => reachable(files, (file) => byFile.get(file)?.imports ?? []);
      const loadedByHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((each) => each.moduleIds.includes(source(module)));
        if (!chunk) throw new Error(`No chunk holds src/${module}`);
        return chunk.fileName;
      };
      const texts = chunks
        .filter((chunk) =>
          [`locale-${DEFAULT_LOCALE}-areas`, `contract-messages-${DEFAULT_LOCALE}`].includes(chunk.name),
        )
        .map((chunk) => chunk.fileName);
      const preloads = (files: readonly string[]) =>
        [...closure(files)].filter((file) => !loadedByHtml.has(file)).map((file) => `/${file}`);
      const screens = Object.fromEntries([
        ...Object.entries(FIRST_SCREENS).map(([url, screen]) => [
          url,
          {
            visitor: 'applicant',
            preloads: preloads([...firstScreenModules(screen).map(chunkOf), ...texts]),
            drawings: firstScreenDrawings(screen),
          },
        ]),
        ...Object.entries(GUEST_SCREENS).map(([url, screen]) => [
          url,
          { visitor: 'guest', preloads: preloads([chunkOf(screen.page)]), drawings: guestScreenDrawings(screen) },
        ]),
      ]);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(screens) });
    },
  };
}

/** MUI's CSS-variables theme: `createTheme` with `cssVariables` or `colorSchemes`, and the provider that draws one. */
const CSS_VARIABLES_THEME =
  /[\\/]@mui[\\/]material[\\/](esm[\\/])?styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.m?js$/;

/**
 * Leaves MUI's CSS-variables theme out of the build: the app's theme (app/theme.ts) has neither `cssVariables` nor
 * `colorSchemes`, so `createTheme` makes the plain theme and `ThemeProvider` draws it with its plain provider, but
 * both import the other kind statically, and with it @mui/system's color-scheme provider and script: 6 KB of Brotli
 * in the entry that never runs. A theme that asks for CSS variables fails at once with the error below.
 */
function withoutCssVariablesTheme(): Plugin {
  const unused = `const unused = () => { throw new Error('MUI CSS variables theme: not in the build (apps/web/vite.config.ts)'); };`;
  return {
    name: 'qabul-without-css-variables-theme',
    apply: 'build',
    load: (id) => {
      const module = CSS_VARIABLES_THEME.exec(id)?.[2];
      if (module === 'createThemeWithVars') return `${unused} export { unused as default, unused as createGetCssVar };`;
      if (module === 'ThemeProviderWithVars') {
        return `${unused} export { unused as CssVarsProvider, unused as useColorScheme, unused as getInitColorSchemeScript, unused as Experimental_CssVarsProvider };`;
      }
      return undefined;
    },
  };
}

/**
 * @emotion/react imports hoist-non-react-statics for `withTheme`, which the app does not use; being CommonJS, the
 * package (with its own copy of react-is) stayed in the entry anyway, as code that might have side effects. It has
 * none: marked so, it goes with `withTheme` (0.7 KB of Brotli).
 */
function hoistStaticsWithoutSideEffects(): Plugin {
  return {
    name: 'qabul-hoist-statics-without-side-effects',
    apply: 'build',
    transform: (code, id) =>
      /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? { code, moduleSideEffects: false } : undefined,
  };
}

const CONTRACT_MESSAGES = 'virtual:contract-messages/';

/**
 * `virtual:contract-messages/<lng>`: one language of the contract's server and validation messages, as data made at
 * build time. The contract keeps a message's three languages side by side; a phone downloads only the language it
 * shows, in that language's chunk. (The dev server reads them at start: restart it after changing a message.)
 */
function contractMessages(): Plugin {
  return {
    name: 'qabul-contract-messages',
    resolveId: (id) => (id.startsWith(CONTRACT_MESSAGES) ? `\0${id}` : undefined),
    load: (id) => {
      if (!id.startsWith(`\0${CONTRACT_MESSAGES}`)) return undefined;
      const locale = id.slice(CONTRACT_MESSAGES.length + 1);
      if (!isLocale(locale)) throw new Error(`No contract messages in "${locale}"`);
      return `export default ${JSON.stringify(messages[locale])};`;
    },
  };
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Every module `roots` import statically, themselves included. */
const staticImports = (roots: readonly string[], context: ChunkingContext) =>
  reachable(roots, (id) => context.getModuleInfo(id)?.importedIds ?? []);

let bootScript: Set<string> | undefined;

const inBootScript = (id: string, context: ChunkingContext) => {
  bootScript ??= staticImports([source('boot.ts')], context);
  return bootScript.has(id);
};

/** `@mui/material`'s index (`esm/index.js` in MUI 7, `index.mjs` in 9): a module importing one name from it has all
 * of MUI among its imports. */
const MATERIAL_INDEX = /[\\/]@mui[\\/]material[\\/](esm[\\/])?index\.m?js$/;
const MATERIAL_NAMES = /import\s*\{([^}]*)\}\s*from\s*['"]@mui\/material['"]/g;

/**
 * The modules `roots` load, statically or (unless `staticOnly`) lazily too, following `import { Tooltip } from
 * '@mui/material'` to MUI's Tooltip alone (its folder's index), not to every component the index re-exports.
 */
function loadedModules(roots: readonly string[], context: ChunkingContext, staticOnly = false): Set<string> {
  return reachable(roots, (id) => {
    const info = context.getModuleInfo(id);
    if (!info) return [];
    return [...info.importedIds, ...(staticOnly ? [] : info.dynamicallyImportedIds)].flatMap((imported) => {
      if (!MATERIAL_INDEX.test(imported)) return [imported];
      const names = [...(info.code ?? '').matchAll(MATERIAL_NAMES)].flatMap((match) =>
        match[1].split(',').map((name) => name.trim().split(/\s+/)[0]),
      );
      return names
        .map((name) => path.join(path.dirname(imported), name, path.basename(imported)))
        .filter((component) => context.getModuleInfo(component));
    });
  });
}

let applicantMaterial: Set<string> | undefined;

/**
 * MUI's modules that the applicant's and the guest pages load beyond the entry: one chunk (Rolldown would make one
 * per component, a dozen small files on the form page), without the components only the staff area uses.
 */
function inApplicantMaterial(id: string, context: ChunkingContext): boolean {
  applicantMaterial ??= loadedModules(
    [
      'app/routes/home/root.tsx',
      'app/routes/home/pages.ts',
      'app/routes/sign-up.tsx',
      'app/routes/forgot-password.tsx',
    ].map(source),
    context,
  );
  return applicantMaterial.has(id);
}

let firstScreenMaterial: Set<string> | undefined;

/**
 * Of those, what the applicant's first screens (build/first-screens.ts) draw with: the area's layout and the pages'
 * own components. The forms' (Autocomplete, Select, the text fields, ...) come with the forms' lazy chunks, in a chunk
 * of their own: home, the permit, the result and the appeal downloaded and ran them before drawing anything.
 */
function inFirstScreenMaterial(id: string, context: ChunkingContext): boolean {
  firstScreenMaterial ??= loadedModules(
    Object.values(FIRST_SCREENS).flatMap((screen) => firstScreenModules(screen).map(source)),
    context,
    true,
  );
  return firstScreenMaterial.has(id);
}

let homeFirstScreen: Set<string> | undefined;

/**
 * The code of the applicant form page's first screen (the area's layout, the page, its heading) that the login and
 * guest pages do not carry: one chunk instead of some twenty small ones, which a phone on a slow network fetched in
 * rounds of six before it could draw the heading.
 */
function inHomeFirstScreen(id: string, context: ChunkingContext): boolean {
  if (!homeFirstScreen) {
    const guest = staticImports(
      ['main.tsx', 'app/routes/sign-up.tsx', 'app/routes/forgot-password.tsx'].map(source),
      context,
    );
    const firstScreen = staticImports(
      ['app/routes/home/root.tsx', 'app/routes/home/application.tsx'].map(source),
      context,
    );
    homeFirstScreen = new Set([...firstScreen].filter((module) => !guest.has(module)));
  }
  return homeFirstScreen.has(id);
}

export default defineConfig({
  plugins: [
    react(),
    withoutCssVariablesTheme(),
    hoistStaticsWithoutSideEffects(),
    contractMessages(),
    precompress(),
    bootAndDefaultLanguage(),
    firstScreens(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // MUI's styled engine calls `styled(tag, options)` only; the package's index also makes `styled.div` and 134
      // more, each a component built as the app's code runs, on every page (docs/decisions/0244).
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  // ES module workers, so the image compressor's worker can share chunks and load like the app's own scripts.
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Rolldown's own (Oxc) minifier: the pages are 0.5 % larger than with Terser but the build takes seconds, not half a
    // minute (docs/decisions/0217-vite-8-rolldown-chunking.md).
    minify: 'oxc',
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: source('boot.ts') },
      output: {
        // The early requests' chunk, shared by the boot script and the app, is named for what it holds.
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.includes(source('lib/early-requests.ts'))) return 'assets/early-[hash].js';
          return 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // The applicant's first-screen chunk holds its own modules only; the entry's stay in the entry.
          includeDependenciesRecursively: false,
          groups: [
            {
              debugName: 'locales and home',
              // Per interface language (lib/i18n.ts loads the shown one): the guest pages' texts, the areas', the
              // staff area's (src/locales/namespaces.ts), and the contract's messages; one chunk each, not one per file.
              name: (id, context) => {
                const material = /\/src\/locales\/mui\/(uz|ru|en)\.ts$/.exec(id);
                if (material) return `locale-${material[1]}`;
                const texts = /\/src\/locales\/(uz|ru|en)\/(\w+)\.json$/.exec(id);
                if (texts) {
                  const part = textPartOf(texts[2]);
                  return part === 'guest' ? `locale-${texts[1]}` : `locale-${texts[1]}-${part}`;
                }
                const contract = /^\0virtual:contract-messages\/(uz|ru|en)$/.exec(id);
                if (contract) return `contract-messages-${contract[1]}`;
                return inHomeFirstScreen(id, context) ? 'home' : undefined;
              },
            },
            {
              // The entries' static chains (Rolldown's `$initial`) in one chunk with the app's entry, as Rollup made
              // it, less what the boot script shares with it; Rolldown would split off what lazy pages also import.
              debugName: 'app entry',
              name: (id, context) => (inBootScript(id, context) ? undefined : 'index'),
              tags: ['$initial'],
              priority: -1,
            },
            {
              // MUI and the icons drawn with it (src/components/icons), as the applicant's first screens, the applicant's
              // and guests' forms, and the staff pages load them.
              debugName: 'material',
              name: (id, context) => {
                if (!inApplicantMaterial(id, context)) return 'material-staff';
                return inFirstScreenMaterial(id, context) ? 'material' : 'material-forms';
              },
              test: /node_modules[\\/]@mui[\\/](material|system|utils)[\\/]|[\\/]src[\\/]components[\\/]icons[\\/]/,
              priority: -2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8090' },
  },
});
