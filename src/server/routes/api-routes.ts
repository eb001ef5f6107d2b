import type { FastifyInstance } from 'fastify';
import type { ContactFormRouteOptions } from './contact-form-routes';
import { contactFormRoutes } from './contact-form-routes';
import type { RecipientRouteOptions } from './recipient-routes';
import { recipientRoutes } from './recipient-routes';

export type ApiRouteOptions = ContactFormRouteOptions & RecipientRouteOptions;

/** Everything under /api; registered with that prefix by buildApp. */
export async function apiRoutes(app: FastifyInstance, options: ApiRouteOptions): Promise<void> {
  const { contactForms, recipients, guards, postLimitHooks, onStored } = options;
  // Pass only our own options down: Fastify's (e.g. prefix) would apply a second time.
  await app.register(contactFormRoutes, { contactForms, guards, postLimitHooks, onStored });
  await app.register(recipientRoutes, { recipients, contactForms, guards });
}
