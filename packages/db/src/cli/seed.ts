import { seedDemoData } from "../seed/demo.ts";
import { openDatabaseOrExit } from "./database-from-env.ts";

const handle = await openDatabaseOrExit(process.env);
try {
  await handle.migrate();
  await seedDemoData(handle.db);
  console.log(`Demo data seeded (${handle.kind}).`);
} finally {
  await handle.close();
}
