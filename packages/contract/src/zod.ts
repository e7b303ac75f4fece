import { z } from 'zod';

/**
 * Every zod issue message is a message key (see messages.ts), translated by whoever shows it: the server into
 * the request's language, the web app into the UI language. Schemas give specific keys; this maps the rest.
 */
z.config({
  // The portal's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run in the browser, and
  // zod's probe for them (new Function) is reported as a CSP violation (Lighthouse best practices); the server keeps them.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
      case 'too_small':
        return issue.origin === 'string' && issue.minimum === 1
          ? 'required'
          : issue.origin === 'string'
            ? 'too_short'
            : 'too_small';
      case 'too_big':
        return issue.origin === 'string' ? 'too_long' : 'too_big';
      case 'invalid_value':
        return 'invalid_option';
      case 'unrecognized_keys':
        return 'unknown_field';
      default:
        return 'invalid';
    }
  },
});

export { z };
