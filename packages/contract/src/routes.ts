/**
 * The pages of SPEC §2, unprefixed. The web app mounts each twice (zh-CN and
 * /en); the sitemap lists the public ones.
 */
export const publicPagePaths = [
  "/",
  "/buy",
  "/service",
  "/use-scene",
  "/blog",
  "/help-center",
  "/dynamic-residential-proxies",
  "/static-residential-proxies",
  "/native-residential-proxies",
  "/terms",
  "/privacy",
] as const;

/** Pages a logged-in user is sent away from (SPEC §2). */
export const authPagePaths = ["/login", "/register", "/forgot-password"] as const;
