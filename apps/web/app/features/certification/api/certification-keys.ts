/** The certification feature's query keys: every query and every cache write of it goes through these. */
export const certificationKeys = {
  all: ["certification"] as const,
  personal: () => [...certificationKeys.all, "personal"] as const,
  enterprise: () => [...certificationKeys.all, "enterprise"] as const,
  foreign: () => [...certificationKeys.all, "foreign"] as const,
  licenceFile: (fileId: number | null, source: "licence" | "foreign" = "licence") =>
    [...certificationKeys.all, `${source}-file`, fileId] as const,
};
