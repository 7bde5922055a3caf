import type { ConsoleIdParams } from "../console-catalogue.ts";

/** A change to one console record named by the route's `:id`: what is asked, and what it answers. */
export type OnConsoleRecord<Body, Data> = { params: ConsoleIdParams; body: Body; data: Data };
