import { openDatabase } from "../client.ts";
import { seedDemoData } from "../seed/demo.ts";
import { databaseOptionsFromEnv } from "./database-from-env.ts";

const handle = await openDatabase(databaseOptionsFromEnv(process.env));
try {
  await handle.migrate();
  await seedDemoData(handle.db);
  console.log(`Demo data seeded (${handle.kind}).`);
} finally {
  await handle.close();
}
