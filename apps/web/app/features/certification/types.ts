/** The member's certification as the server last said (SPEC §4 status 0-4, type 0 personal / 1 enterprise). */
export interface CertificationState {
  status: number;
  type: number | null;
}
