import {
  attendeeListResponseSchema,
  LISTING_MESSAGES,
  publisherStateSchema,
  registrationResponseSchema,
  SAVED_KINDS,
  savedListResponseSchema,
  savedQuerySchema,
  saveResponseSchema,
} from '@creative-ng/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { TRAININGS_TOPIC } from '../../http/cache-topics';
import { attachment } from '../../http/download';
import { listingRoutes } from '../../listing-engine/routes';
import type { Download } from './attendance';
import { opportunityRoutes } from './kinds/opportunities';
import { toolRoutes } from './kinds/tools';
import { trainingRoutes } from './kinds/trainings';
import type { ListingsService } from './service';

/** Creatives (role 'user') and businesses register for trainings and save items. */
const MEMBERS = { roles: ['user', 'business'] as const };
const HOSTS = { roles: ['partner', 'admin'] as const };
const eventId = z.object({ id: z.uuid({ error: LISTING_MESSAGES.eventNotFound }) });
const savedParams = z.object({ kind: z.enum(SAVED_KINDS), id: z.uuid() });

const download = (reply: FastifyReply, type: string, file: Download) =>
  reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('content-disposition', attachment(file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** Registering for a training, its calendar file and its attendee list. */
const attendanceRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (app, { service }) => {
  const tags = ['trainings'];
  const { attendance } = service;
  // The lists show each training's number of attendees.
  const registrations = answeredRoutes(app, { tags, config: { ...MEMBERS, invalidates: () => [TRAININGS_TOPIC] } });
  registrations.put('/prop/event/:id/registration', {
    summary: 'Register to attend a training (creatives and businesses); safe to repeat',
    params: eventId,
    response: registrationResponseSchema,
    message: LISTING_MESSAGES.registered,
    data: (request) => attendance.register(signedIn(request.auth), request.params.id, true),
  });

  registrations.delete('/prop/event/:id/registration', {
    summary: 'Cancel your place at a training',
    params: eventId,
    response: registrationResponseSchema,
    message: LISTING_MESSAGES.unregistered,
    data: (request) => attendance.register(signedIn(request.auth), request.params.id, false),
  });

  app.get(
    '/prop/event/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The training as an iCalendar file, to add to a calendar',
        params: eventId,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) =>
      download(reply, 'text/calendar', await attendance.calendar(request.params.id, request.auth)),
  );

  app.get(
    '/prop/event/:id/attendees',
    {
      config: HOSTS,
      schema: {
        tags,
        summary: 'Who registered for your training (its partner, or an admin)',
        params: eventId,
        response: { 200: attendeeListResponseSchema },
      },
    },
    async (request) => {
      const { list } = await attendance.attendees(request.params.id, signedIn(request.auth));
      return { message: 'Attendees', data: { event_id: request.params.id, data: list } };
    },
  );

  app.get(
    '/prop/event/:id/attendees.csv',
    {
      config: HOSTS,
      schema: {
        tags,
        summary: 'The attendee list as a CSV file (safe to open in a spreadsheet)',
        params: eventId,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      download(reply, 'text/csv', await attendance.attendeesCsv(request.params.id, signedIn(request.auth))),
  );
};

/** 'Saved': what creatives and businesses keep to find again. */
const savedRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (app, { service }) => {
  const tags = ['saved'];
  const { saved } = service;

  app.get(
    '/prop/saved',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: 'What the signed-in creative or business saved, newest first (kind filters)',
        querystring: savedQuerySchema,
        response: { 200: savedListResponseSchema },
      },
    },
    async (request) => {
      const { items, pagination } = await saved.list(signedIn(request.auth), request.query);
      return { message: 'Saved', data: { ...pagination, data: items } };
    },
  );

  const answered = answeredRoutes(app, { tags, config: MEMBERS });
  answered.put('/prop/saved/:kind/:id', {
    summary: 'Save a tool, opportunity or training (kind: tool, opportunity, event)',
    params: savedParams,
    response: saveResponseSchema,
    message: LISTING_MESSAGES.saved,
    data: (request) => saved.save(signedIn(request.auth), request.params.kind, request.params.id, true),
  });

  answered.delete('/prop/saved/:kind/:id', {
    summary: 'Remove from Saved',
    params: savedParams,
    response: saveResponseSchema,
    message: LISTING_MESSAGES.unsaved,
    data: (request) => saved.save(signedIn(request.auth), request.params.kind, request.params.id, false),
  });
};

/**
 * Partner publishing and what this platform adds:
 * own lists, edit and delete, registering for trainings with a calendar file and an attendee CSV, and 'Saved'.
 */
export const listingsRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (app, { service }) => {
  app.get(
    '/prop/listings/publisher',
    {
      config: { roles: ['user', 'business', 'partner', 'admin'] as const },
      schema: {
        tags: ['listings'],
        summary: 'Whether the signed-in account may publish tools, opportunities and trainings, and if not, why',
        response: { 200: publisherStateSchema },
      },
    },
    async (request) => ({ message: 'Publisher', data: await service.publisherState(signedIn(request.auth)) }),
  );

  await app.register(listingRoutes(toolRoutes, service.tools));
  await app.register(listingRoutes(opportunityRoutes, service.opportunities));
  await app.register(listingRoutes(trainingRoutes, service.trainings));
  await app.register(attendanceRoutes, { service });
  await app.register(savedRoutes, { service });
};
