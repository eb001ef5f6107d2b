import { createApiClient } from '../lib/api-client';
import type { ApiRequest } from '../lib/api-client';
import { ApiRequestError } from '../lib/api-error';
import { useSessionStore } from './session-store';

/** Same origin: the session cookie goes along by itself, and no token is ever held here. */
const client = createApiClient();

export type ContactMailStatus = 'pending' | 'sent' | 'failed';

export interface ContactFormRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  topic: string;
  createdAt: string;
  recipientEmail: string;
  emailSent: boolean;
  sendAttempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  mailStatus: ContactMailStatus;
}

export interface RecipientRecord {
  id: number;
  topic: string;
  email: string;
  active: boolean;
}

/** SPEC §7 page shape. */
export interface ApiPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/**
 * One call of the admin API. A 401 means the session ended (or never was): the screens go back
 * to the sign-in form, keeping the URL.
 */
export async function adminRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  try {
    return await client.request<T>(path, request);
  } catch (error) {
    if (error instanceof ApiRequestError && error.details.status === 401) {
      const { status, signedOut } = useSessionStore.getState();
      if (status === 'signed-in') signedOut('expired');
    }
    throw error;
  }
}

/** swr keys: [path, query] so that every list of one kind can be revalidated together. */
export type AdminKey = readonly [string, Record<string, string | number | undefined>?];
