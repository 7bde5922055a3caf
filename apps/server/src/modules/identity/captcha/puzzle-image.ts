import { randomInt } from "node:crypto";
import sharp from "sharp";

/** Size of the background (AJ-Captcha's classic 310 x 155) and of the piece's bounding box. */
export const puzzleWidth = 310;
export const puzzleHeight = 155;
export const pieceSize = 47;

export interface PuzzleImages {
  /** PNG of the background with the hole. */
  background: Buffer;
  /** PNG as tall as the background and `pieceSize` wide, transparent except the piece at `y`. */
  piece: Buffer;
  /** Left edge of the piece's bounding box in the background: the answer. */
  x: number;
  y: number;
  width: number;
  height: number;
  pieceWidth: number;
}

/**
 * A jigsaw piece in a 47 x 47 box: a 34 px body with knobs out at the top and
 * right and a dent in at the left, 1 px clear of the box for the outline.
 * Knob arcs: chord 10 px, bulge 11 px (r = 73/11); dent: chord 8 px, depth 8 px (r = 5).
 */
const bodySize = 34;
const knob = 11;
const inset = 1;
const piecePath = (() => {
  const left = inset;
  const top = inset + knob;
  const right = left + bodySize;
  const bottom = top + bodySize;
  const midX = left + bodySize / 2;
  const midY = top + bodySize / 2;
  const knobRadius = 73 / 11;
  return [
    `M${left} ${top}`,
    `H${midX - 5}`,
    `A${knobRadius} ${knobRadius} 0 1 1 ${midX + 5} ${top}`,
    `H${right}`,
    `V${midY - 5}`,
    `A${knobRadius} ${knobRadius} 0 1 1 ${right} ${midY + 5}`,
    `V${bottom}`,
    `H${left}`,
    `V${midY + 4}`,
    `A5 5 0 1 0 ${left} ${midY - 4}`,
    "Z",
  ].join(" ");
})();

/**
 * Where the hole goes: uniformly over every x from 20% of the width (clear of
 * the piece's starting place) to the right edge, about 200 positions, so a
 * blind guess is as unlikely as the picture allows. The old range (25% to 85%)
 * had 160, and its centre was a good bet.
 */
export function choosePiecePosition(width = puzzleWidth, height = puzzleHeight): { x: number; y: number } {
  return {
    x: randomInt(Math.ceil(width * 0.2), width - pieceSize - 2 + 1),
    y: randomInt(4, height - pieceSize - 4 + 1),
  };
}

/**
 * Draws a new random puzzle. The position comes from the CSPRNG (it is the
 * secret); the scenery only has to differ each time, so Math.random is enough
 * there. The piece is cut from the same pixels the hole darkens, so it fits exactly.
 */
export async function generatePuzzleImages(): Promise<PuzzleImages> {
  const width = puzzleWidth;
  const height = puzzleHeight;
  const { x, y } = choosePiecePosition(width, height);

  const rendered = await sharp(Buffer.from(randomSceneSvg(width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = addNoise(rendered.data);
  const raw = { raw: { width, height, channels: 3 as const } };

  const pieceShape = await sharp(pixels, raw)
    .extract({ left: x, top: y, width: pieceSize, height: pieceSize })
    .ensureAlpha()
    .composite([
      { input: Buffer.from(pieceMaskSvg()), blend: "dest-in" },
      { input: Buffer.from(pieceOutlineSvg()), blend: "over" },
    ])
    .png()
    .toBuffer();

  const [background, piece] = await Promise.all([
    sharp(pixels, raw)
      .composite([{ input: Buffer.from(holeSvg(width, height, x, y)), left: 0, top: 0 }])
      .png({ compressionLevel: 6 })
      .toBuffer(),
    sharp({ create: { width: pieceSize, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: pieceShape, left: 0, top: y }])
      .png({ compressionLevel: 6 })
      .toBuffer(),
  ]);
  return { background, piece, x, y, width, height, pieceWidth: pieceSize };
}

function pieceMaskSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}"><path d="${piecePath}" fill="#fff"/></svg>`;
}

function pieceOutlineSvg(): string {
  // A light rim with a thin dark line outside it, so the piece shows on light and dark scenery.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}">
<path d="${piecePath}" fill="rgba(255,255,255,0.08)" stroke="rgba(255,255,255,0.95)" stroke-width="2"/>
<path d="${piecePath}" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="0.8"/>
</svg>`;
}

function holeSvg(width: number, height: number, x: number, y: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<path transform="translate(${x} ${y})" d="${piecePath}" fill="rgba(0,0,0,0.5)" stroke="rgba(255,255,255,0.75)" stroke-width="1.2"/>
</svg>`;
}

/**
 * Film grain on about one pixel in eight. Grain on every pixel would triple the
 * PNG's size (about 130 KB instead of 25 KB) for no gain against a solver.
 */
function addNoise(data: Buffer): Buffer {
  const out = Buffer.from(data);
  for (let i = 0; i < out.length; i += 3) {
    if (Math.random() >= 0.12) continue;
    const delta = Math.floor(Math.random() * 25) - 12;
    for (let c = i; c < i + 3; c++) {
      const value = (out[c] ?? 0) + delta;
      out[c] = Math.min(Math.max(value, 0), 255);
    }
  }
  return out;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%,${a.toFixed(2)})`;

/** A landscape: sky gradient, a sun or moon, clouds, three ridges of hills, and scattered shapes. */
function randomSceneSvg(width: number, height: number): string {
  const hue = rand(0, 360);
  const isNight = Math.random() < 0.25;
  const skyTop = isNight ? hsl(hue + 200, 45, 18) : hsl(hue, rand(45, 75), rand(55, 70));
  const skyBottom = isNight ? hsl(hue + 240, 40, 38) : hsl(hue + rand(30, 70), rand(50, 80), rand(75, 88));
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="${rand(0, 0.4).toFixed(2)}" y2="1">`,
    `<stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${rand(20, width - 20).toFixed(1)}" cy="${rand(15, height * 0.4).toFixed(1)}" r="${rand(10, 22).toFixed(1)}" fill="${isNight ? "#f8fafc" : hsl(rand(30, 55), 95, 65, 0.9)}"/>`,
  ];
  for (let i = randomInt(2, 5); i > 0; i--) {
    const cx = rand(0, width);
    const cy = rand(10, height * 0.45);
    const alpha = isNight ? 0.15 : 0.55;
    for (let j = 0; j < 3; j++) {
      parts.push(
        `<ellipse cx="${(cx + j * rand(8, 16)).toFixed(1)}" cy="${(cy + rand(-4, 4)).toFixed(1)}" rx="${rand(12, 24).toFixed(1)}" ry="${rand(5, 10).toFixed(1)}" fill="rgba(255,255,255,${alpha})"/>`,
      );
    }
  }
  const ridgeHue = hue + pick([90, 120, 150, 180, 210]);
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.45 + layer * 0.17);
    const light = (isNight ? 22 : 55) - layer * (isNight ? 5 : 12);
    parts.push(
      `<polygon points="${ridgePoints(width, height, base, 18 - layer * 4)}" fill="${hsl(ridgeHue + layer * 12, rand(30, 60), light)}"/>`,
    );
    if (layer === 1) parts.push(randomShapes(width, height));
  }
  // Trees or rocks on the front ridge.
  for (let i = randomInt(3, 9); i > 0; i--) {
    const tx = rand(0, width);
    const ty = rand(height * 0.78, height);
    const size = rand(6, 14);
    parts.push(
      `<polygon points="${tx.toFixed(1)},${(ty - size * 1.8).toFixed(1)} ${(tx - size / 2).toFixed(1)},${ty.toFixed(1)} ${(tx + size / 2).toFixed(1)},${ty.toFixed(1)}" fill="${hsl(ridgeHue + rand(-20, 20), 45, isNight ? 12 : rand(20, 35))}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}

function ridgePoints(width: number, height: number, base: number, amplitude: number): string {
  const points: string[] = [`0,${height}`];
  const step = rand(18, 34);
  for (let px = 0; px <= width + step; px += step) {
    points.push(`${Math.min(px, width).toFixed(1)},${(base + rand(-amplitude, amplitude)).toFixed(1)}`);
  }
  points.push(`${width},${height}`);
  return points.join(" ");
}

function randomShapes(width: number, height: number): string {
  const shapes: string[] = [];
  for (let i = randomInt(4, 9); i > 0; i--) {
    const cx = rand(0, width);
    const cy = rand(height * 0.3, height);
    const size = rand(5, 16);
    const fill = hsl(rand(0, 360), rand(40, 80), rand(35, 70), rand(0.35, 0.75));
    const kind = randomInt(3);
    if (kind === 0) {
      shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${size.toFixed(1)}" fill="${fill}"/>`);
    } else if (kind === 1) {
      shapes.push(
        `<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${(size * 1.6).toFixed(1)}" height="${size.toFixed(1)}" transform="rotate(${rand(-40, 40).toFixed(0)} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="${fill}"/>`,
      );
    } else {
      const points = Array.from({ length: 3 + randomInt(3) }, (_, k) => {
        const angle = (k / 5) * Math.PI * 2 + rand(-0.4, 0.4);
        const r = size * rand(0.6, 1.3);
        return `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r).toFixed(1)}`;
      });
      shapes.push(`<polygon points="${points.join(" ")}" fill="${fill}"/>`);
    }
  }
  return shapes.join("");
}
