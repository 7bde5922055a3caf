/**
 * A readable device name from a user agent ("Chrome · Windows", "Safari · iPhone"), and a key
 * without versions so a browser update is not a "new device". Browser and system tokens are
 * checked most specific first: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bMicroMessenger\//, "WeChat"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bPython-urllib\/|\bpython-requests\//, "Python"],
  [/\bnode-fetch\b|\bundici\b|\bnode\b/i, "Node.js"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export interface DeviceInfo {
  /** What the member reads, e.g. "Chrome on Windows"; null without a user agent. */
  name: string | null;
  /** Stable across versions of the same browser and system. */
  key: string;
}

export function describeDevice(userAgent: string | undefined | null): DeviceInfo {
  const agent = (userAgent ?? "").slice(0, 500);
  if (!agent.trim()) return { name: null, key: "unknown" };
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  const name = browser && system ? `${browser} · ${system}` : (browser ?? system ?? agent.split(/[\s/]/)[0] ?? "");
  return { name: name.slice(0, 80) || null, key: name.toLowerCase().slice(0, 80) };
}
