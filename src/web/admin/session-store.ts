import { create } from 'zustand';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
/** Why the sign-in form shows: first visit, sign-out, or a session that ended meanwhile. */
export type SignedOutReason = 'none' | 'signed-out' | 'expired';

interface SessionState {
  status: SessionStatus;
  reason: SignedOutReason;
  expiresAt: string | undefined;
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
  signedIn: (expiresAt) => set({ status: 'signed-in', reason: 'none', expiresAt }),
  signedOut: (reason) => set({ status: 'signed-out', reason, expiresAt: undefined }),
}));
