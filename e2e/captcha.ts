import { expect, type Page } from "@playwright/test";

/**
 * Finds where the piece fits by looking at the two pictures, as a person
 * would: the hole is the piece's own pixels darkened to half, so the x where
 * background ≈ piece × 0.5 over the piece's opaque pixels is the answer.
 */
async function findHoleX(page: Page): Promise<{ holeX: number; imageWidth: number }> {
  const dialog = page.getByRole("dialog");
  const background = dialog.locator("img").first();
  const piece = dialog.locator("img").nth(1);
  await expect(background).toHaveAttribute("src", /^data:image\/png;base64,/);
  const [backgroundSrc, pieceSrc] = await Promise.all([background.getAttribute("src"), piece.getAttribute("src")]);
  const imageWidth = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.src = src;
      }),
    backgroundSrc as string,
  );
  return { holeX: await holeXOf(page, backgroundSrc as string, pieceSrc as string), imageWidth };
}

/** The x (in background pixels) where the piece fits, read from the two PNG data URLs. */
export async function holeXOf(page: Page, backgroundSrc: string, pieceSrc: string): Promise<number> {
  return page.evaluate(
    async ([bgSrc, pcSrc]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.src = src;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [bg, pc] = await Promise.all([load(bgSrc as string), load(pcSrc as string)]);
      const B = pixels(bg);
      const P = pixels(pc);
      let best = 0;
      let bestError = Number.POSITIVE_INFINITY;
      for (let x = 0; x + pc.naturalWidth <= bg.naturalWidth; x++) {
        let error = 0;
        let count = 0;
        for (let j = 0; j < pc.naturalHeight; j++) {
          for (let i = 0; i < pc.naturalWidth; i++) {
            const p = (j * pc.naturalWidth + i) * 4;
            if (P[p + 3] !== 255) continue;
            const b = (j * bg.naturalWidth + x + i) * 4;
            for (let k = 0; k < 3; k++) error += Math.abs((B[b + k] as number) - (P[p + k] as number) * 0.5);
            count++;
          }
        }
        if (count > 0 && error / count < bestError) {
          bestError = error / count;
          best = x;
        }
      }
      return best;
    },
    [backgroundSrc, pieceSrc],
  );
}

/**
 * Solves the open slider captcha by dragging its handle with the mouse, puzzle
 * after puzzle, until the dialog closes (a verification takes several in a row).
 */
export async function solveSliderByDragging(page: Page): Promise<void> {
  // The slider's own dialog: the page it leads to may open another (e.g. the user centre's notices).
  const dialog = page.getByRole("dialog").filter({ has: page.getByRole("slider") });
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 6; attempt++) {
    const background = dialog.locator("img").first();
    await expect(dialog.getByRole("slider")).toHaveAttribute("aria-disabled", "false");
    const before = await background.getAttribute("src");
    await dragPieceIntoPlace(page);
    // Either the dialog closes (verified) or another puzzle takes this one's place.
    // (A picture gone with its dialog mid-poll counts as changed, rather than being waited for.)
    const currentSrc = () => background.getAttribute("src", { timeout: 500 }).catch(() => null);
    await expect
      .poll(async () => !(await dialog.isVisible()) || (await currentSrc()) !== before, { timeout: 10_000 })
      .toBe(true);
    if (!(await dialog.isVisible())) return;
  }
  await expect(dialog).toBeHidden();
}

async function dragPieceIntoPlace(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog");
  const handle = dialog.getByRole("slider");
  const { holeX, imageWidth } = await findHoleX(page);
  const handleBox = await handle.boundingBox();
  const trackBox = await handle.locator("..").boundingBox();
  if (!handleBox || !trackBox) throw new Error("slider not laid out");
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  const endX = startX + (holeX * trackBox.width) / imageWidth;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // Several steps, as a hand would move.
  await page.mouse.move(startX + (endX - startX) / 2, y + 1, { steps: 8 });
  await page.mouse.move(endX, y, { steps: 8 });
  await page.mouse.up();
}
