import { create } from 'zustand';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
/** Why the sign-in form shows: first visit, sign-out, or a session that ended meanwhile. */
export type SignedOutReason = 'none' | 'signed-out' | 'expired';

interface SessionState {
  status: SessionStatus;
  reason: SignedOutReason;
  expiresAt: string | undefined;
  /** ADMIN_SESSION_TTL in seconds, as the server tells it (for the sign-in form's text). */
  sessionSeconds: number | undefined;
  setSessionSeconds: (seconds: number) => void;
  signedIn: (expiresAt: string) => void;
  signedOut: (reason: SignedOutReason) => void;
}

/**
 * Whether the browser holds a session. The cookie is HttpOnly, so the page learns it only from
 * the API: GET /api/admin/session at start, and any 401 later (the session ended).
 */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'checking',
  reason: 'none',
  expiresAt: undefined,
  sessionSeconds: undefined,
  setSessionSeconds: (sessionSeconds) => set({ sessionSeconds }),
  signedIn: (expiresAt) => set({ status: 'signed-in', reason: 'none', expiresAt }),
  signedOut: (reason) => set({ status: 'signed-out', reason, expiresAt: undefined }),
}));
