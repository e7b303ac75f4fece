import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers, with a Content-Security-Policy that allows only the app's own origin. */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // Staff read an application's PDFs on the page, and the permit page previews the permit: an <iframe> of
          // the downloaded file's blob: URL.
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'qabul-helmet' },
);
