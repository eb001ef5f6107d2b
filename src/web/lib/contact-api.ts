import { apiClient, type ApiClient } from './api-client';

/** A mail recipient for one contact-form topic (schema/api/recipient.schema.json). */
export interface Recipient {
  id: number;
  topic: string;
  email: string;
  active: boolean;
}

interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Body of POST /api/contact-forms (schema/api/contact-form-create.schema.json). */
export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
  topic: string;
  /** Honeypot: always empty when a person fills the form. */
  website: string;
}

/** SPEC §7: the contact form asks for the first 100 active recipients and reads `content`. */
export const ACTIVE_RECIPIENTS_QUERY = { page: 0, size: 100, active: true } as const;

export async function fetchActiveRecipients(client: ApiClient = apiClient): Promise<Recipient[]> {
  const page = await client.request<Page<Recipient>>('/api/recipients', {
    query: ACTIVE_RECIPIENTS_QUERY,
  });
  return page.content;
}

/** Sends one submission; `language` is the page's, so validation messages come back in it. */
export async function submitContactForm(
  submission: ContactSubmission,
  language: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.request<unknown>('/api/contact-forms', {
    method: 'POST',
    body: submission,
    language,
  });
}
