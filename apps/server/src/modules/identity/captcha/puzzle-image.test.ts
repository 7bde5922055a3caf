import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatePuzzleImages, pieceSize } from "./puzzle-image.ts";

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("block puzzle images", () => {
  it("cuts the piece from the spot where the background has its darkened hole", async () => {
    const images = await generatePuzzleImages();
    const background = await rgba(images.background);
    const piece = await rgba(images.piece);
    expect(piece.width).toBe(pieceSize);
    expect(piece.height).toBe(background.height);

    let opaqueRows = { min: Number.POSITIVE_INFINITY, max: -1 };
    let error = 0;
    let compared = 0;
    for (let row = 0; row < piece.height; row++) {
      for (let col = 0; col < piece.width; col++) {
        const p = (row * piece.width + col) * 4;
        const alpha = piece.data[p + 3] ?? 0;
        if (alpha === 0) continue;
        opaqueRows = { min: Math.min(opaqueRows.min, row), max: Math.max(opaqueRows.max, row) };
        // Inside the body, away from the outlines: the piece is the scene under an 8% white
        // veil, the hole the same scene at half the light.
        if (alpha < 255 || col < 4 || col > pieceSize - 15 || row < images.y + 16 || row > images.y + pieceSize - 5)
          continue;
        const b = (row * background.width + images.x + col) * 4;
        for (let c = 0; c < 3; c++) {
          const scene = ((piece.data[p + c] ?? 0) - 255 * 0.08) / 0.92;
          error += Math.abs((background.data[b + c] ?? 0) - scene * 0.5);
          compared++;
        }
      }
    }
    // The piece occupies its 47 px box at y, and only there.
    expect(opaqueRows.min).toBeGreaterThanOrEqual(images.y);
    expect(opaqueRows.max).toBeLessThan(images.y + pieceSize);
    expect(opaqueRows.max - opaqueRows.min).toBeGreaterThan(pieceSize - 6);
    // Pixel for pixel (within rounding), the hole at x shows what the piece carries.
    expect(compared).toBeGreaterThan(500);
    expect(error / compared).toBeLessThan(3);
  });

  it("puts the piece at a random place, well right of the start and inside the picture", async () => {
    const positions = await Promise.all(Array.from({ length: 8 }, () => generatePuzzleImages()));
    for (const { x, y, width, height } of positions) {
      expect(x).toBeGreaterThanOrEqual(width * 0.2);
      expect(x + pieceSize).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + pieceSize).toBeLessThanOrEqual(height);
    }
    expect(new Set(positions.map((p) => `${p.x},${p.y}`)).size).toBeGreaterThan(1);
  });
});
