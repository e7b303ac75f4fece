import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { seedDemoApplications } from './modules/applications/applications.demo';
import { type BackupManifest, createBackup, restoreBackup } from './modules/backups/backups.service';
import { createStaffMember, resetStaffTwoFactor } from './modules/members/admin-cli';
import { writeOpenApiDocument } from './openapi';
import { openRuntime } from './runtime';
import { seedDatabase } from './seed';

const usage = `Usage:
  npm run migrate
  npm run seed
  npm run admin -- create --phone 998901112233 --role ADMIN_SUPER
  npm run admin -- reset-two-factor --phone 998901112233
  npm run seed:demo -- --applications 200000
  npm run backup [-- --out backups/qabul.tar.gz]
  npm run restore <archive> [-- --force]
  npm run openapi -- --out openapi.json`;

type Runtime = Awaited<ReturnType<typeof openRuntime>>;

const backupServices = (runtime: Runtime) => ({
  db: runtime.ctx.db,
  storage: runtime.ctx.storage,
  kind: runtime.database.kind,
});

const describe = (manifest: BackupManifest) =>
  `${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.documents} documents`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'openapi') {
    // The document needs no configured database: it is built on a throw-away one (src/openapi.ts).
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    if (!values.out) throw new Error(usage);
    await writeOpenApiDocument(values.out);
    return;
  }
  if (!command || !['migrate', 'seed', 'admin', 'seed-demo', 'backup', 'restore'].includes(command))
    throw new Error(usage);
  const config = loadConfig();
  const runtime = await openRuntime(config, console);
  try {
    await runtime.database.migrate();
    if (command === 'seed')
      await seedDatabase(runtime.ctx.db, { demo: config.seedDemo, fieldsOfStudy: config.settings?.fieldsOfStudy });
    if (command === 'seed-demo') {
      const { values } = parseArgs({ args: rest, options: { applications: { type: 'string', default: '1000' } } });
      const count = Number(values.applications);
      if (!Number.isInteger(count) || count < 1) throw new Error(usage);
      // Demo applications need the demo faculties and their languages.
      await seedDatabase(runtime.ctx.db, { demo: true });
      await seedDemoApplications(runtime.ctx.db, count, (line) => console.log(line));
    }
    if (command === 'admin') {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { phone: { type: 'string' }, role: { type: 'string', default: 'ADMIN_SUPER' } },
      });
      if (!values.phone) throw new Error(usage);
      if (positionals[0] === 'reset-two-factor') {
        await resetStaffTwoFactor(runtime.ctx, values.phone);
        console.log(
          `Two-factor sign-in of ${values.phone} reset: the next login asks for the password, then enrolment`,
        );
      } else {
        if (positionals[0] !== 'create') throw new Error(usage);
        const password = await createStaffMember(runtime.ctx.db, values.phone, values.role);
        console.log(`Created ${values.role} ${values.phone}. Password (shown once): ${password}`);
      }
    }
    if (command === 'backup') {
      const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
      const file = values.out ?? path.join('backups', `qabul-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      const manifest = await createBackup(backupServices(runtime), file);
      console.log(`Backup written to ${file}: ${describe(manifest)}`);
    }
    if (command === 'restore') {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { force: { type: 'boolean', default: false } },
      });
      if (positionals.length !== 1) throw new Error(usage);
      const manifest = await restoreBackup(backupServices(runtime), positionals[0], { force: values.force });
      console.log(`Restored ${positionals[0]} (made ${manifest.createdAt}): ${describe(manifest)}`);
    }
    if (command !== 'admin') console.log(`${command}: done (${runtime.database.kind})`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  // Drizzle wraps database errors: the driver's message (the cause) says what went wrong.
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
