import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ContactForm,
  ContactFormRepository,
  ContactFormSortField,
  MailStatus,
} from '../db/repositories/contact-form-repository';
import { HttpError, validationFailed } from '../http-error';
import { noteForRequestLine } from '../plugins/request-log';
import type { AdminGuards } from '../plugins/admin-auth';
import type { SubmissionLimitHooks } from '../plugins/rate-limit';
import { apiSchemaRef } from '../validation/api-schemas';
import { asciiEmailAddress } from '../validation/email-address';
import { normaliseToNfc } from '../validation/normalise-text';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';
import { toPageRequest } from './list-query';
import type { ListQuery } from './list-query';

interface ContactFormBody {
  name: string;
  email: string;
  message: string;
  topic: string;
  /** Honeypot: people never see it, so any content means a bot filled the form. */
  website?: string;
}

export interface ContactFormRouteOptions {
  contactForms: ContactFormRepository;
  guards: AdminGuards;
  /** The hooks of the POST rate limit (none when limiting is off). */
  postLimitHooks: SubmissionLimitHooks;
  /** Tells the mail worker a new submission (or a re-queued mail) is waiting. */
  onStored: () => void;
}

const errors = { '4xx': apiSchemaRef('error'), '5xx': apiSchemaRef('error') };
const unknownTopic = (request: FastifyRequest) => {
  const language = messageLanguage(request.headers);
  return validationFailed({ topic: API_MESSAGES[language].unknownTopic }, language);
};

export async function contactFormRoutes(app: FastifyInstance, options: ContactFormRouteOptions) {
  const { contactForms, guards } = options;

  app.post<{ Body: ContactFormBody }>(
    '/contact-forms',
    {
      ...options.postLimitHooks,
      preValidation: normaliseToNfc(['name', 'email', 'message', 'topic']),
      schema: {
        body: apiSchemaRef('contact-form-create'),
        response: { 201: apiSchemaRef('contact-form-created'), ...errors },
      },
    },
    async (request, reply) => {
      const { website, ...fields } = request.body;
      // Validated as deliverable, so never undefined here; stored as mail systems carry it.
      const submission = { ...fields, email: asciiEmailAddress(fields.email) ?? fields.email };
      if (website !== undefined && website.trim() !== '') {
        // Same checks and same answer as a real submission, but nothing is stored or mailed.
        if (!(await contactForms.isActiveTopic(submission.topic))) throw unknownTopic(request);
        noteForRequestLine(request, 'honeypot filled; submission discarded');
        return reply.code(201).send({ ...submission, id: randomUUID(), createdAt: now() });
      }
      const created = await contactForms.createForActiveTopic(submission, new Date());
      if (!created) throw unknownTopic(request);
      options.onStored();
      noteForRequestLine(request, 'contact form stored', { contactFormId: created.id });
      return reply.code(201).header('location', `/api/contact-forms/${created.id}`).send(created);
    },
  );

  app.get<{
    Querystring: ListQuery & { emailSent?: boolean; mailStatus?: MailStatus; q?: string };
  }>(
    '/contact-forms',
    {
      onRequest: guards.adminOnly,
      schema: {
        querystring: apiSchemaRef('contact-form-list-query'),
        response: { 200: apiSchemaRef('contact-form-page'), ...errors },
      },
    },
    async (request) => {
      const { emailSent, mailStatus, q } = request.query;
      return contactForms.list(toPageRequest<ContactFormSortField>(request.query), {
        ...(emailSent === undefined ? {} : { emailSent }),
        ...(mailStatus === undefined ? {} : { mailStatus }),
        ...(q === undefined ? {} : { search: q }),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/contact-forms/:id',
    {
      onRequest: guards.adminOnly,
      schema: {
        params: apiSchemaRef('contact-form-id-params'),
        response: { 200: apiSchemaRef('contact-form'), ...errors },
      },
    },
    async (request): Promise<ContactForm> => {
      const found = await contactForms.findById(request.params.id);
      if (!found) throw new HttpError(404, 'Contact form not found');
      return found;
    },
  );

  requeueRoutes(app, options);
}

/** The dead-letter queue: failed mails go back to the outbox one by one or all at once. */
function requeueRoutes(app: FastifyInstance, options: ContactFormRouteOptions) {
  const { contactForms, guards } = options;

  app.post<{ Params: { id: string } }>(
    '/contact-forms/:id/requeue',
    {
      onRequest: guards.adminOnly,
      schema: {
        params: apiSchemaRef('contact-form-id-params'),
        response: { 200: apiSchemaRef('contact-form'), ...errors },
      },
    },
    async (request): Promise<ContactForm> => {
      const { record, requeued } = await contactForms.requeue(request.params.id, new Date());
      if (!record) throw new HttpError(404, 'Contact form not found');
      if (!requeued) {
        throw new HttpError(
          409,
          `Only a failed mail can be re-queued; this one is ${record.mailStatus}`,
        );
      }
      noteForRequestLine(request, 'failed contact mail re-queued', { contactFormId: record.id });
      options.onStored();
      return record;
    },
  );

  app.post(
    '/contact-forms/requeue-failed',
    {
      onRequest: guards.adminOnly,
      schema: { response: { 200: apiSchemaRef('contact-form-requeue-result'), ...errors } },
    },
    async (request) => {
      const requeued = await contactForms.requeueFailed(new Date());
      noteForRequestLine(request, 'failed contact mails re-queued', { requeued });
      if (requeued > 0) options.onStored();
      return { requeued };
    },
  );
}

const now = () => new Date().toISOString();
