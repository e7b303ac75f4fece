/**
 * Makes a new embedded data directory (PostgreSQL's initdb) and exits. client.ts runs it as a process of its own:
 * initdb starts a second PostgreSQL in WASM, and what it leaves in memory then ends with that process.
 * Arguments: the data directory, then PostgreSQL's start parameters.
 */
import { PGlite } from '@electric-sql/pglite';

const [dataDir, ...startParams] = process.argv.slice(2);
const db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...startParams] });
await db.close();
