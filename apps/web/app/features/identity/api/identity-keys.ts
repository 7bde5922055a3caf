/** The identity feature's query keys: every query and every cache write of it goes through these. */
export const identityKeys = {
  all: ["identity"] as const,
  personal: () => [...identityKeys.all, "personal"] as const,
  enterprise: () => [...identityKeys.all, "enterprise"] as const,
  licenceFile: (fileId: number | null) => [...identityKeys.all, "licence-file", fileId] as const,
};
