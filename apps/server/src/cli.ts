import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed';
import { createStaffMember } from './modules/members/admin-cli';
import { openRuntime } from './runtime';

const usage = `Usage:
  npm run migrate
  npm run seed
  npm run admin -- create --phone 998901112233 --role ADMIN_SUPER`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || !['migrate', 'seed', 'admin'].includes(command)) throw new Error(usage);
  const config = loadConfig();
  const runtime = await openRuntime(config, console);
  try {
    await runtime.database.migrate();
    if (command === 'seed') await seedDatabase(runtime.ctx.db, { demo: config.seedDemo });
    if (command === 'admin') {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { phone: { type: 'string' }, role: { type: 'string', default: 'ADMIN_SUPER' } },
      });
      if (positionals[0] !== 'create' || !values.phone) throw new Error(usage);
      const password = await createStaffMember(runtime.ctx.db, values.phone, values.role);
      console.log(`Created ${values.role} ${values.phone}. Password (shown once): ${password}`);
    }
    if (command !== 'admin') console.log(`${command}: done (${runtime.database.kind})`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
