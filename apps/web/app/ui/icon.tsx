/** Outline icons on a 24-pixel grid, drawn with the current text colour. Decorative: hidden from screen readers. */
const paths = {
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  check: "M5 12.5 9.5 17 19 7.5",
  card: "M3.5 6.5h17v11h-17Zm0 3.5h17M7 14.5h3",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3m0 18c2.4-2.5 3.7-5.5 3.7-9S14.4 5.5 12 3M3.6 9h16.8M3.6 15h16.8",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  clock: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  plug: "M9 7V3m6 4V3M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0V7Zm5.5 9v5",
  headset:
    "M4 13v-1a8 8 0 0 1 16 0v1m-16 0v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2Zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2Z",
  shieldCheck: "M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6L12 3Zm-3.5 9 2.5 2.5 4.5-5",
  bolt: "M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z",
  server: "M4 4.5h16v6H4Zm0 9h16v6H4ZM7.5 7.5h.01m-.01 9h.01",
  home: "M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  database:
    "M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3ZM4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  cart: "M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  chart: "M4 4v16h16M8 16v-4m4 4V8m4 8v-6",
  eye: "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  monitorCheck: "M3.5 4.5h17v11h-17ZM9 20h6m-3-4.5V20M8.5 10l2 2 4-4",
  plane: "M3 11.5 21 3l-8.5 18-2.5-7.5L3 11.5Zm7 2L21 3",
  code: "m8 8-4 4 4 4m8-8 4 4-4 4m-5.5 3 3-14",
  chat: "M4 5h16v11H9.5L5 19.5V16H4V5Zm4.5 5.5h.01m3.49 0h.01m3.49 0h.01",
  mail: "M3.5 6h17v12h-17ZM4 6.5l8 6.5 8-6.5",
  close: "M6 6l12 12M18 6 6 18",
  copy: "M8.5 8.5h11v11h-11ZM5 15.5V4.5h11",
  lock: "M6 10.5h12V20H6Zm2.5 0v-3a3.5 3.5 0 0 1 7 0v3",
  refresh: "M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4m-4 5a8 8 0 0 0 14.6 4.5M20 20v-4h-4",
  swap: "M7 4 3 8l4 4M3 8h14m0 12 4-4-4-4m4 4H7",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6",
  layers: "m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5",
  calendar: "M4.5 6h15v14h-15Zm0 4h15M8.5 3.5v4m7-4v4",
  book: "M4 5.5C6.5 4 9.5 4 12 5.5 14.5 4 17.5 4 20 5.5V19c-2.5-1.5-5.5-1.5-8 0-2.5-1.5-5.5-1.5-8 0V5.5Zm8 0V19",
  minus: "M6 12h12",
  plus: "M12 6v12M6 12h12",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
