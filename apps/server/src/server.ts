import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { seedDatabase } from './db/seed';
import { closeOnSignals } from './lib/graceful-shutdown';
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

  closeOnSignals(app, config.shutdownGraceMs, close);

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
