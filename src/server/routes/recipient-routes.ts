import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DuplicateTopicError } from '../db/repositories/recipient-repository';
import type {
  NewRecipient,
  Recipient,
  RecipientRepository,
  RecipientSortField,
} from '../db/repositories/recipient-repository';
import type { ContactFormRepository } from '../db/repositories/contact-form-repository';
import { HttpError } from '../http-error';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';
import type { AdminGuards } from '../plugins/admin-auth';
import { apiSchemaRef } from '../validation/api-schemas';
import { toPageRequest } from './list-query';
import type { ListQuery } from './list-query';

export interface RecipientRouteOptions {
  recipients: RecipientRepository;
  /** Asked before a delete: a topic with mails still waiting is not deleted silently. */
  contactForms: ContactFormRepository;
  guards: AdminGuards;
}

const errors = { '4xx': apiSchemaRef('error'), '5xx': apiSchemaRef('error') };
const one = { 200: apiSchemaRef('recipient'), ...errors };
const byIdParams = apiSchemaRef('recipient-id-params');

const notFound = () => new HttpError(404, 'Recipient not found');
const found = (recipient: Recipient | undefined): Recipient => {
  if (!recipient) throw notFound();
  return recipient;
};

async function conflictOnDuplicate<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DuplicateTopicError) {
      // The admin screens show it at the topic field; API clients keep the English summary.
      const topic = API_MESSAGES[messageLanguage(request.headers)].duplicateTopic;
      throw new HttpError(409, error.message, { topic });
    }
    throw error;
  }
}

export async function recipientRoutes(app: FastifyInstance, options: RecipientRouteOptions) {
  const { recipients, guards } = options;
  type ById = { Params: { id: number } };

  app.get<{ Querystring: ListQuery & { active?: boolean } }>(
    '/recipients',
    {
      onRequest: guards.adminOrActiveListing,
      schema: {
        querystring: apiSchemaRef('recipient-list-query'),
        response: { 200: apiSchemaRef('recipient-page'), ...errors },
      },
    },
    async (request) => {
      const { active } = request.query;
      return recipients.list(
        toPageRequest<RecipientSortField>(request.query),
        active === undefined ? {} : { active },
      );
    },
  );

  app.get<{ Params: { email: string } }>(
    '/recipients/email/:email',
    {
      onRequest: guards.adminOnly,
      schema: { params: apiSchemaRef('recipient-email-params'), response: one },
    },
    async (request) => found(await recipients.findByEmail(request.params.email)),
  );

  app.get<ById>(
    '/recipients/:id',
    { onRequest: guards.adminOnly, schema: { params: byIdParams, response: one } },
    async (request) => found(await recipients.findById(request.params.id)),
  );

  app.post<{ Body: NewRecipient }>(
    '/recipients',
    {
      onRequest: guards.adminOnly,
      schema: {
        body: apiSchemaRef('recipient-create'),
        response: { 201: apiSchemaRef('recipient'), ...errors },
      },
    },
    async (request, reply) => {
      const created = await conflictOnDuplicate(request, () => recipients.create(request.body));
      return reply.code(201).header('location', `/api/recipients/${created.id}`).send(created);
    },
  );

  app.patch<ById & { Body: Partial<NewRecipient> }>(
    '/recipients/:id',
    {
      onRequest: guards.adminOnly,
      schema: { params: byIdParams, body: apiSchemaRef('recipient-patch'), response: one },
    },
    async (request) =>
      found(
        await conflictOnDuplicate(request, () =>
          recipients.update(request.params.id, request.body),
        ),
      ),
  );

  app.delete<ById>(
    '/recipients/:id',
    { onRequest: guards.adminOnly, schema: { params: byIdParams, response: errors } },
    async (request, reply) => {
      const recipient = found(await recipients.findById(request.params.id));
      const waiting = await options.contactForms.countWaitingForTopic(recipient.topic);
      if (waiting > 0) {
        throw new HttpError(
          409,
          API_MESSAGES[messageLanguage(request.headers)].topicHasWaitingMails(waiting),
        );
      }
      if (!(await recipients.delete(request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
