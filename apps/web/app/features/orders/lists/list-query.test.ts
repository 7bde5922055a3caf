import { describe, expect, it } from "vitest";
import { listQueryFromParams } from "./list-query.ts";

const read = (query: string) => listQueryFromParams(new URLSearchParams(query));

describe("listQueryFromParams", () => {
  it("reads the page and the filters", () => {
    expect(read("page=3&status=paid&orderNo=%20R2026%20&start=2026-11-01&end=2026-11-30&type=12")).toEqual({
      pageNo: 3,
      pageSize: 10,
      orderNo: "R2026",
      status: "paid",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      type: 12,
    });
  });

  it("drops dates that do not exist and an inverted range (the API refuses both)", () => {
    expect(read("start=2026-02-31&end=2026-03-01")).toMatchObject({ startDate: undefined, endDate: "2026-03-01" });
    expect(read("start=2026-11-30&end=2026-11-01")).toMatchObject({ startDate: undefined, endDate: undefined });
    expect(read("start=2026-11-01&end=2026-11-01")).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-01" });
  });

  it("drops what the API would refuse", () => {
    expect(read("page=-1&status=lost&start=yesterday&type=7")).toEqual({
      pageNo: 1,
      pageSize: 10,
      orderNo: undefined,
      status: undefined,
      startDate: undefined,
      endDate: undefined,
      type: undefined,
    });
  });
});
