import createCache, { type StylisPlugin } from '@emotion/cache';

/** The one vendor prefix the portal's browsers still need: Safari reads only `-webkit-user-select` (MUI's buttons). */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * Emotion's style cache without stylis' vendor prefixer, which MUI's default cache runs on every rule: it wrote the
 * prefixes of browsers from before 2015 (`display:-webkit-box`, `-ms-flexbox`, …), a large part of the form page's
 * CSS, and a good share of the time emotion spends putting a page's styles in. Same class names (key `css`).
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
