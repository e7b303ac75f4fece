import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { seedDatabase } from './db/seed';
import { ensureInitialAdmin } from './modules/members/admin-cli';
import { openRuntime } from './runtime';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const runtime = await openRuntime(config, logger);
  const { ctx, database } = runtime;
  await database.migrate();
  await seedDatabase(ctx.db, { demo: config.seedDemo });
  await ensureInitialAdmin(ctx.db, config.initialAdmin);

  const app = await buildApp(ctx, logger);
  // Fastify runs onClose hooks last-added first, so the database is closed after the app (and its job queue,
  // which finishes the SMS batch in hand) has stopped, not from a hook.
  const close = () => app.close().then(() => runtime.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Qabul is serving on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
