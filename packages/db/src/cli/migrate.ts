import { openDatabase } from "../client.ts";
import { databaseOptionsFromEnv } from "./database-from-env.ts";

const handle = await openDatabase(databaseOptionsFromEnv(process.env));
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
