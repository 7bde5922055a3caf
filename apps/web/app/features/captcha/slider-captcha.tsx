import type { CaptchaPuzzle } from "@shop/contract";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { checkCaptcha } from "./api/check-captcha.ts";
import { getCaptchaPuzzle } from "./api/get-captcha-puzzle.ts";
import { clampOffset, offsetAfterDrag, offsetAfterKey, percentOf } from "./slider-geometry.ts";

const refreshStrokes: Stroke[] = [{ d: "M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7", width: 2, cap: "round", join: "round" }];
const closeStrokes: Stroke[] = [{ d: "M6 6l12 12M18 6 6 18", width: 2, cap: "round" }];
const arrowStrokes: Stroke[] = [{ d: "M5 12h14m-5-5 5 5-5 5", width: 2, cap: "round", join: "round" }];

export interface SliderCaptchaProps {
  open: boolean;
  /** Called once with the second-verification token; the caller closes the dialog. */
  onSuccess(captchaVerification: string): void;
  onClose(): void;
}

/** How long "Verification failed" shows before a new puzzle loads. */
const failedMessageMs = 1_000;
/** How long "Verified" shows before onSuccess. */
const passedMessageMs = 500;

type Phase = "loading" | "loadFailed" | "ready" | "checking" | "failed" | "passed";

/**
 * The block-puzzle slider captcha (AJ-Captcha style) as a modal dialog. Drag
 * the handle with a mouse or finger, or focus it and use the arrow keys and
 * Enter. A wrong answer shows briefly and a new puzzle loads by itself.
 */
export function SliderCaptcha({ open, onSuccess, onClose }: SliderCaptchaProps) {
  // The dialog lives in a portal on document.body, which only exists in the browser.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!open || !isMounted) return null;
  return createPortal(<SliderCaptchaDialog onSuccess={onSuccess} onClose={onClose} />, document.body);
}

function SliderCaptchaDialog({ onSuccess, onClose }: Omit<SliderCaptchaProps, "open">) {
  const t = useT();
  const titleId = useId();
  const instructionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState("");
  const drag = useRef<{ pointerId: number; startX: number; startOffset: number } | null>(null);
  const loadSequence = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const callbacks = useRef({ onSuccess, onClose });
  callbacks.current = { onSuccess, onClose };

  const maxOffset = puzzle ? puzzle.width - puzzle.pieceWidth : 0;
  const isInteractive = phase === "ready" && puzzle !== null;

  const later = useCallback((run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const load = useCallback(async () => {
    // A newer load (the refresh button pressed twice) wins over an older answer.
    const sequence = ++loadSequence.current;
    setPhase("loading");
    setMessage("");
    setOffset(0);
    drag.current = null;
    try {
      const next = await getCaptchaPuzzle();
      if (sequence !== loadSequence.current) return;
      setPuzzle(next);
      setPhase("ready");
    } catch {
      if (sequence !== loadSequence.current) return;
      setPuzzle(null);
      setPhase("loadFailed");
    }
  }, []);

  const submit = useCallback(
    async (x: number) => {
      if (!puzzle || phase !== "ready") return;
      const sequence = loadSequence.current;
      setPhase("checking");
      try {
        const result = await checkCaptcha(puzzle.token, Math.round(x * 10) / 10);
        if (sequence !== loadSequence.current) return;
        const { next, captchaVerification } = result;
        setMessage(next ? t("captcha.nextRound") : "");
        setPhase("passed");
        if (next) {
          // One puzzle of several passed: the next one takes its place in the same dialog.
          later(() => {
            if (sequence !== loadSequence.current) return;
            drag.current = null;
            setOffset(0);
            setMessage("");
            setPuzzle(next);
            setPhase("ready");
          }, passedMessageMs);
        } else if (captchaVerification) {
          later(() => callbacks.current.onSuccess(captchaVerification), passedMessageMs);
        }
      } catch (error) {
        if (sequence !== loadSequence.current) return;
        // A business answer is already translated ("Verification failed", "... expired"); network
        // trouble was toasted by the API client.
        setMessage(error instanceof ApiError && error.kind === "business" ? error.message : t("captcha.failed"));
        setPhase("failed");
        later(() => void load(), failedMessageMs);
      }
    },
    [puzzle, phase, later, load, t],
  );

  useEffect(() => {
    void load();
    const pending = timers.current;
    return () => {
      // Answers that arrive after closing are dropped.
      loadSequence.current++;
      for (const timer of pending) clearTimeout(timer);
    };
  }, [load]);

  // Modal behaviour: focus moves in and comes back, Tab stays inside, Escape closes, the page doesn't scroll.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    handleRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        callbacks.current.onClose();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const focusable = focusableIn(panelRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (panelRef.current && event.target instanceof Node && !panelRef.current.contains(event.target)) {
        handleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (!isInteractive || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: offset };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !puzzle) return;
    const trackWidth = trackRef.current?.getBoundingClientRect().width ?? 0;
    setOffset(
      offsetAfterDrag(current.startOffset, event.clientX - current.startX, trackWidth, puzzle.width, maxOffset),
    );
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !puzzle) return;
    drag.current = null;
    const trackWidth = trackRef.current?.getBoundingClientRect().width ?? 0;
    const dropped = offsetAfterDrag(
      current.startOffset,
      event.clientX - current.startX,
      trackWidth,
      puzzle.width,
      maxOffset,
    );
    setOffset(dropped);
    // A click without a drag is not an answer.
    if (Math.abs(dropped - current.startOffset) >= 1) void submit(dropped);
  }

  function onPointerCancel(event: ReactPointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(drag.current.startOffset);
    drag.current = null;
  }

  function onHandleKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (!isInteractive) return;
    if (event.key === "Enter") {
      event.preventDefault();
      void submit(offset);
      return;
    }
    const next = offsetAfterKey(event.key, event.shiftKey, offset, maxOffset);
    if (next === null) return;
    event.preventDefault();
    setOffset(next);
  }

  const status =
    phase === "loading"
      ? t("captcha.loading")
      : phase === "loadFailed"
        ? t("captcha.loadFailed")
        : phase === "checking"
          ? t("captcha.verifying")
          : phase === "failed"
            ? message || t("captcha.failed")
            : phase === "passed"
              ? message || t("captcha.success")
              : "";
  const width = puzzle?.width ?? 310;
  const height = puzzle?.height ?? 155;
  const pieceWidth = puzzle?.pieceWidth ?? 47;
  const pieceLeft = percentOf(clampOffset(offset, maxOffset), width);

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      data-testid="captcha-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={instructionId}
        className="w-full max-w-[22rem] rounded-xl bg-white p-4 shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={titleId} className="font-semibold text-base text-ink">
            {t("captcha.title")}
            {puzzle && puzzle.rounds > 1 && (
              <span className="ml-2 font-normal text-slate-500 text-sm">
                {t("captcha.step", { round: puzzle.round, rounds: puzzle.rounds })}
              </span>
            )}
          </h2>
          <div className="-mr-1 flex items-center gap-1">
            <button
              type="button"
              onClick={() => void load()}
              disabled={phase === "checking" || phase === "passed"}
              aria-label={t("captcha.refresh")}
              title={t("captcha.refresh")}
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
            >
              <StrokeIcon strokes={refreshStrokes} className="size-5" />
            </button>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("captcha.close")}
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              <StrokeIcon strokes={closeStrokes} className="size-5" />
            </button>
          </div>
        </div>

        <div
          className="relative w-full select-none overflow-hidden rounded-md bg-slate-100"
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          {puzzle && (
            <>
              <img
                src={puzzle.originalImageBase64}
                alt={t("captcha.imageAlt")}
                draggable={false}
                className="absolute inset-0 size-full"
              />
              <img
                src={puzzle.jigsawImageBase64}
                alt=""
                aria-hidden="true"
                draggable={false}
                className="pointer-events-none absolute top-0 h-full max-w-none drop-shadow"
                style={{ left: pieceLeft, width: percentOf(pieceWidth, width) }}
              />
            </>
          )}
          {(phase === "loading" || phase === "loadFailed") && (
            <div className="absolute inset-0 flex items-center justify-center p-4 text-center text-slate-500 text-sm">
              {phase === "loading" ? (
                <span className="size-7 animate-spin rounded-full border-4 border-brand/30 border-t-brand" />
              ) : (
                t("captcha.loadFailed")
              )}
            </div>
          )}
          {(phase === "failed" || phase === "passed") && (
            <div
              className={`absolute inset-x-0 bottom-0 px-3 py-1.5 text-center font-medium text-sm text-white ${
                phase === "failed" ? "bg-red-600/90" : "bg-emerald-600/90"
              }`}
            >
              {status}
            </div>
          )}
        </div>

        <p id={instructionId} className="sr-only">
          {t("captcha.instruction")} {t("captcha.keyboardHint")}
        </p>
        <div
          ref={trackRef}
          className="relative mt-3 h-11 w-full overflow-hidden rounded-md border border-slate-200 bg-slate-50"
        >
          <div
            className={`absolute inset-y-0 left-0 ${phase === "failed" ? "bg-red-100" : phase === "passed" ? "bg-emerald-100" : "bg-brand/10"}`}
            style={{ width: `calc(${pieceLeft} + ${percentOf(pieceWidth / 2, width)})` }}
          />
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center pl-12 text-slate-500 text-sm">
            {phase === "ready" ? (offset > 0 ? "" : t("captcha.instruction")) : status}
          </span>
          <div
            ref={handleRef}
            role="slider"
            tabIndex={0}
            aria-label={t("captcha.sliderLabel")}
            aria-describedby={instructionId}
            aria-valuemin={0}
            aria-valuemax={maxOffset}
            aria-valuenow={Math.round(offset)}
            aria-disabled={!isInteractive}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onKeyDown={onHandleKeyDown}
            className={`absolute inset-y-0 flex touch-none items-center justify-center rounded-md text-white shadow-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand ${
              phase === "failed" ? "bg-red-600" : phase === "passed" ? "bg-emerald-600" : "bg-brand"
            } ${isInteractive ? "cursor-grab active:cursor-grabbing" : "cursor-default"}`}
            style={{ left: pieceLeft, width: percentOf(pieceWidth, width) }}
          >
            <StrokeIcon strokes={arrowStrokes} className="size-5" />
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input:not([disabled]), [tabindex="0"]'),
  );
}
