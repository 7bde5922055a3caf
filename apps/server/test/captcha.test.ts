import { captchaPuzzleSchema, envelopeSchema } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  choosePiecePosition,
  pieceSize,
  puzzleHeight,
  puzzleWidth,
} from "../src/modules/identity/captcha/puzzle-image.ts";
import { createCaptchaRepo } from "../src/modules/identity/captcha/repo.ts";
import { type CaptchaService, createCaptchaService } from "../src/modules/identity/captcha/service.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const { captchaChallenges } = tables;
const puzzleEnvelope = envelopeSchema(captchaPuzzleSchema);

describe.each(testDatabaseKinds())("slider captcha over HTTP (%s)", (kind) => {
  let server: TestServer;
  let captcha: CaptchaService;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // Stateless: a second instance on the same database sees what the server stored.
    captcha = server.services.captcha;
  });
  afterAll(() => server?.close());

  const post = async (path: string, body: unknown, language = "zh-CN") => {
    const response = await fetch(`${server.baseUrl}/app-api/system/captcha/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return { body: await response.json(), headers: response.headers };
  };

  /**
   * The last puzzle of a new verification and its answer, read from the newest row as only the
   * server knows it: the puzzles before it are passed on the way.
   */
  async function newPuzzle() {
    const { body } = await post("get", { captchaType: "blockPuzzle" });
    let puzzle = puzzleEnvelope.parse(body).data;
    if (!puzzle) throw new Error(`no puzzle: ${JSON.stringify(body)}`);
    let row = await newestRow();
    while (puzzle.round < puzzle.rounds) {
      const passed = await check(puzzle.token, row.answerX);
      puzzle = captchaPuzzleSchema.parse(passed.body.data?.next);
      row = await newestRow();
    }
    return { puzzle, row, answerX: row.answerX };
  }

  const check = (token: string, x: number, language = "zh-CN") =>
    post("check", { captchaType: "blockPuzzle", token, pointJson: { x, y: 5 } }, language);

  async function solvedVerification(): Promise<string> {
    const { puzzle, answerX } = await newPuzzle();
    const { body } = await check(puzzle.token, answerX);
    expect(body.code).toBe(0);
    return body.data.captchaVerification;
  }

  it("serves a background and a piece as PNGs of the stated size, with a new answer each time", async () => {
    const answers = new Set<number>();
    const backgrounds = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { puzzle, row, answerX } = await newPuzzle();
      expect(puzzle).toMatchObject({ width: 310, height: 155, pieceWidth: 47 });
      const background = decodeDataUrl(puzzle.originalImageBase64);
      const piece = decodeDataUrl(puzzle.jigsawImageBase64);
      expect(await sharp(background).metadata()).toMatchObject({ format: "png", width: 310, height: 155 });
      expect(await sharp(piece).metadata()).toMatchObject({ format: "png", width: 47, height: 155, hasAlpha: true });
      // Well right of where the piece starts, and fully inside the picture.
      expect(answerX).toBeGreaterThanOrEqual(310 * 0.2);
      expect(answerX + puzzle.pieceWidth).toBeLessThanOrEqual(310);
      // Only a hash of the token is stored.
      expect(row.tokenHash).not.toContain(puzzle.token);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      answers.add(answerX);
      backgrounds.add(puzzle.originalImageBase64);
    }
    expect(answers.size).toBeGreaterThan(1);
    expect(backgrounds.size).toBe(4);
  });

  it("takes two puzzles in a row: the first answers the second, a miss on the second starts over", async () => {
    const { body } = await post("get", { captchaType: "blockPuzzle" });
    const first = puzzleEnvelope.parse(body).data;
    expect(first).toMatchObject({ round: 1, rounds: 2 });
    const passed = await check(first?.token as string, (await newestRow()).answerX + 2);
    expect(passed.body.code).toBe(0);
    expect(passed.body.data.captchaVerification).toBeUndefined();
    const second = captchaPuzzleSchema.parse(passed.body.data.next);
    expect(second).toMatchObject({ round: 2, rounds: 2, width: 310 });
    const secondRow = await newestRow();
    expect(secondRow.round).toBe(2);
    expect((await check(second.token, secondRow.answerX + 30, "en")).body.msg).toBe("Verification failed");
    expect((await check(second.token, secondRow.answerX, "en")).body.msg).toBe(
      "The verification has expired. Please verify again.",
    );
    expect(secondRow.verificationHash).toBeNull();
  });

  it.skipIf(kind !== "pglite")(
    "lets a blind fixed guess through fewer than 1 verification in 200",
    async () => {
      // The real positions and checks, without drawing pictures nobody looks at.
      const blind = createCaptchaService(createCaptchaRepo(server.database.db), {
        generateImages: async () => ({
          ...choosePiecePosition(),
          background: Buffer.alloc(0),
          piece: Buffer.alloc(0),
          width: puzzleWidth,
          height: puzzleHeight,
          pieceWidth: pieceSize,
        }),
      });
      const verifications = 4000;
      let passed = 0;
      // The middle of the range: the best fixed bet.
      const guess = (Math.ceil(puzzleWidth * 0.2) + puzzleWidth - pieceSize - 2) / 2;
      for (let i = 0; i < verifications; i++) {
        let puzzle = await blind.getPuzzle(null);
        for (;;) {
          const result = await blind
            .check({ captchaType: "blockPuzzle", token: puzzle.token, pointJson: { x: guess, y: 5 } }, null)
            .catch(() => null);
          if (!result) break;
          if (result.captchaVerification) {
            passed += 1;
            break;
          }
          if (!result.next) break;
          puzzle = result.next;
        }
      }
      // About 1 in 500 is expected; 1 in 200 would be 20.
      expect(passed).toBeLessThan(verifications / 200);
    },
    120_000,
  );

  it("never lets a cache keep a puzzle", async () => {
    const { headers } = await post("get", {});
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("accepts a drop within 4 px and answers a second-verification token", async () => {
    for (const offset of [-4, 0, 3.5, 4]) {
      const { puzzle, row, answerX } = await newPuzzle();
      const { body } = await check(puzzle.token, answerX + offset);
      expect(body).toMatchObject({ code: 0, msg: "" });
      expect(body.data.captchaVerification).toMatch(/^[\w-]{32,}$/);
      const [stored] = await server.database.db
        .select()
        .from(captchaChallenges)
        .where(eq(captchaChallenges.id, row.id));
      expect(stored?.passed).toBe(true);
      expect(stored?.verificationHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("refuses a drop 5 px off with 'Verification failed' in the request's language", async () => {
    const first = await newPuzzle();
    expect((await check(first.puzzle.token, first.answerX + 5, "en")).body).toEqual({
      code: 400,
      data: null,
      msg: "Verification failed",
    });
    const second = await newPuzzle();
    expect((await check(second.puzzle.token, second.answerX - 5, "zh-CN")).body).toEqual({
      code: 400,
      data: null,
      msg: "验证失败",
    });
  });

  it("uses a puzzle's token once, even after a wrong guess", async () => {
    const solved = await newPuzzle();
    expect((await check(solved.puzzle.token, solved.answerX)).body.code).toBe(0);
    expect((await check(solved.puzzle.token, solved.answerX, "en")).body).toEqual({
      code: 400,
      data: null,
      msg: "The verification has expired. Please verify again.",
    });

    const missed = await newPuzzle();
    expect((await check(missed.puzzle.token, missed.answerX + 40)).body.msg).toBe("验证失败");
    expect((await check(missed.puzzle.token, missed.answerX)).body.msg).toBe("验证已过期，请重新验证");
  });

  it("lets only one of two simultaneous checks of the same token through", async () => {
    const { puzzle, answerX } = await newPuzzle();
    const results = await Promise.all([check(puzzle.token, answerX), check(puzzle.token, answerX)]);
    expect(results.map((result) => result.body.code).sort()).toEqual([0, 400]);
  });

  it("refuses an expired or unknown token", async () => {
    const { puzzle, row, answerX } = await newPuzzle();
    await server.database.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaChallenges.id, row.id));
    expect((await check(puzzle.token, answerX, "en")).body).toMatchObject({
      code: 400,
      msg: "The verification has expired. Please verify again.",
    });
    expect((await check("no-such-token", 100, "en")).body.msg).toBe(
      "The verification has expired. Please verify again.",
    );
  });

  it("gives puzzles two minutes", async () => {
    const { row } = await newPuzzle();
    const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(119_000);
    expect(lifetimeMs).toBeLessThan(121_000);
  });

  it("names a missing token or position as bad input", async () => {
    const { body } = await post("check", { captchaType: "blockPuzzle", pointJson: { x: 1 } }, "en");
    expect(body).toMatchObject({ code: 400, msg: "token is required" });
    const noPoint = await post("check", { token: "abc" }, "en");
    expect(noPoint.body).toMatchObject({ code: 400, msg: "pointJson is required" });
    const otherType = await post("get", { captchaType: "clickWord" }, "en");
    expect(otherType.body.code).toBe(400);
  });

  it("consumes a second-verification token exactly once", async () => {
    const token = await solvedVerification();
    expect(await captcha.consumeVerification(token)).toBe(true);
    expect(await captcha.consumeVerification(token)).toBe(false);
  });

  it("lets only one of two simultaneous consumers win", async () => {
    const token = await solvedVerification();
    const results = await Promise.all([
      captcha.consumeVerification(token),
      captcha.consumeVerification(token),
      captcha.consumeVerification(token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("lets a token cover at most three calls of a form visit, even when they race", async () => {
    const token = await solvedVerification();
    const results = await Promise.all(Array.from({ length: 10 }, () => captcha.useForFormVisit(token)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await captcha.useForFormVisit(token)).toBe(false);
    expect(await captcha.consumeVerification(token)).toBe(false);
  });

  it("refuses a second-verification token after 180 s", async () => {
    const token = await solvedVerification();
    const row = await newestRow();
    const lifetimeMs = (row.verificationExpiresAt?.getTime() ?? 0) - (row.checkedAt?.getTime() ?? 0);
    expect(lifetimeMs).toBeGreaterThan(179_000);
    expect(lifetimeMs).toBeLessThan(181_000);
    await server.database.db
      .update(captchaChallenges)
      .set({ verificationExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaChallenges.id, row.id));
    expect(await captcha.consumeVerification(token)).toBe(false);
  });

  it("refuses garbage and the puzzle token as a second-verification token", async () => {
    const { puzzle } = await newPuzzle();
    expect(await captcha.consumeVerification(puzzle.token)).toBe(false);
    expect(await captcha.consumeVerification("")).toBe(false);
    expect(await captcha.consumeVerification("garbage")).toBe(false);
    expect(await captcha.consumeVerification("x".repeat(10_000))).toBe(false);
  });

  it("requires a valid token in protected calls, translated by the caller's language", async () => {
    await expect(captcha.requireVerification(undefined)).rejects.toMatchObject({
      code: 400,
      messageKey: "auth.captchaRequired",
    });
    await expect(captcha.requireVerification("garbage")).rejects.toMatchObject({
      code: 400,
      messageKey: "auth.captchaExpired",
    });
    const token = await solvedVerification();
    await expect(captcha.requireVerification(token)).resolves.toBeUndefined();
    await expect(captcha.requireVerification(token)).rejects.toMatchObject({ messageKey: "auth.captchaExpired" });
  });

  it("purges puzzles that expired more than a day ago", async () => {
    const { row: old } = await newPuzzle();
    const { row: recent } = await newPuzzle();
    await server.database.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(captchaChallenges.id, old.id));
    expect(await captcha.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await server.database.db.select({ id: captchaChallenges.id }).from(captchaChallenges);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    expect(left.map((r) => r.id)).toContain(recent.id);
  });

  async function newestRow() {
    const [row] = await server.database.db
      .select()
      .from(captchaChallenges)
      .orderBy(desc(captchaChallenges.id))
      .limit(1);
    if (!row) throw new Error("no challenge row");
    return row;
  }
});

function decodeDataUrl(url: string): Buffer {
  const prefix = "data:image/png;base64,";
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), "base64");
}
