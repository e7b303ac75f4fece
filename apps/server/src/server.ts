import cluster from 'node:cluster';
import { buildApp, createLogger } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirError } from './db/client';
import { requeueSetAsideJobs } from './db/job-queue';
import { superviseWorkers } from './lib/cluster';
import { closeOnSignals } from './lib/graceful-shutdown';
import { createAuditPurgeQueue } from './modules/audit/audit.retention';
import { ensureInitialAdmin } from './modules/members/admin-cli';
import { createNotificationQueue } from './modules/notifications/notifications.worker';
import { createSmsCampaignQueue } from './modules/sms-campaigns/sms-campaign.worker';
import { openRuntime } from './runtime';
import { seedDatabase } from './seed';

type Logger = ReturnType<typeof createLogger>;
type Runtime = Awaited<ReturnType<typeof openRuntime>>;

/** Migrations, reference data and the first admin: once, before any process serves. */
async function prepareDatabase(runtime: Runtime, config: Config) {
  await runtime.database.migrate();
  await seedDatabase(runtime.ctx.db, { demo: config.seedDemo, fieldsOfStudy: config.settings?.fieldsOfStudy });
  await ensureInitialAdmin(runtime.ctx.db, config.initialAdmin);
}

async function serve(config: Config, logger: Logger, options: { prepare: boolean }) {
  const runtime = await openRuntime(config, logger);
  if (options.prepare) await prepareDatabase(runtime, config);
  const app = await buildApp(runtime.ctx, logger);
  // Fastify runs onClose hooks last-added first, so the database is closed after the app (and its job queue,
  // which finishes the SMS batch in hand) has stopped, not from a hook.
  const close = () => app.close().then(() => runtime.close());
  closeOnSignals(app, config.shutdownGraceMs, close);
  await app.listen({ port: config.port, host: config.host });
  return { app, kind: runtime.database.kind };
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  if (cluster.isWorker) {
    await serve(config, logger, { prepare: false });
    return;
  }
  if (config.workers > 1) {
    const runtime = await openRuntime(config, logger);
    try {
      await prepareDatabase(runtime, config);
      // pg-boss's schema and queue: here, once, rather than by every worker at the same moment.
      await createSmsCampaignQueue(runtime.ctx.jobs, runtime.ctx.db);
      await createAuditPurgeQueue(runtime.ctx.jobs);
      await createNotificationQueue(runtime.ctx.jobs);
      await requeueSetAsideJobs(runtime.ctx.jobs, runtime.ctx.db);
      await runtime.ctx.jobs.stop({ graceful: false });
    } finally {
      await runtime.close();
    }
    superviseWorkers(config.workers, config.shutdownGraceMs, logger);
    logger.info(`Qabul is serving on http://localhost:${config.port} (postgres, ${config.workers} worker processes)`);
    return;
  }
  const { app, kind } = await serve(config, logger, { prepare: true });
  app.log.info(
    kind === 'pglite'
      ? `Qabul is serving on http://localhost:${config.port} (pglite: one process, the embedded database on a thread of its own; set DATABASE_URL to use every core)`
      : `Qabul is serving on http://localhost:${config.port} (postgres, one process)`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
