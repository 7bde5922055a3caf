import { openDatabaseOrExit } from "./database-from-env.ts";

const handle = await openDatabaseOrExit(process.env);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
