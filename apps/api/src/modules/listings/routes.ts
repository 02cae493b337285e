import {
  attendeeListResponseSchema,
  eventListResponseSchema,
  eventQuerySchema,
  eventRequestSchema,
  eventResponseSchema,
  eventUpdateSchema,
  LISTING_MESSAGES,
  messageOnlySchema,
  opportunityListResponseSchema,
  opportunityQuerySchema,
  opportunityRequestSchema,
  opportunityResponseSchema,
  opportunityUpdateSchema,
  publisherStateSchema,
  registrationResponseSchema,
  SAVED_KINDS,
  savedListResponseSchema,
  savedQuerySchema,
  saveResponseSchema,
  toolDetailResponseSchema,
  toolListResponseSchema,
  toolQuerySchema,
  toolRequestSchema,
  toolResponseSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ListingMedia, publisherState, signedIn } from './common';
import { type CalendarLinks, eventService } from './events';
import { opportunityService } from './opportunities';
import { savedService } from './saved';
import { toolService } from './tools';

const PARTNERS = { roles: ['partner'] as const };
/** Creatives (role 'user') and businesses register for trainings and save items. */
const MEMBERS = { roles: ['user', 'business'] as const };

const toolId = z.object({ id: z.uuid({ error: LISTING_MESSAGES.toolNotFound }) });
const opportunityId = z.object({ id: z.uuid({ error: LISTING_MESSAGES.opportunityNotFound }) });
const eventId = z.object({ id: z.uuid({ error: LISTING_MESSAGES.eventNotFound }) });

export interface ListingsOptions {
  db: Database;
  media: ListingMedia;
  /** The platform's public address and the organiser's address, for training calendar files. */
  calendar: CalendarLinks;
}

/**
 * Partner publishing (spec content §7 tool, opportunity and event calls) and what this platform adds:
 * own lists, edit and delete, registering for trainings with a calendar file and an attendee CSV, and 'Saved'.
 */
export const listingsRoutes: FastifyPluginAsyncZod<ListingsOptions> = async (app, { db, media, calendar }) => {
  const deps = { db, media };
  const tools = toolService(deps);
  const opportunities = opportunityService(deps);
  const events = eventService(deps);
  const saved = savedService(db, { tool: tools, opportunity: opportunities, event: events });

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
    async (request) => ({ message: 'Publisher', data: await publisherState(db, signedIn(request.auth)) }),
  );

  // ------------------------------------------------------------------------------------------------ tools
  {
    const tags = ['tools'];
    app.get(
      '/prop/tool/all',
      {
        schema: {
          tags,
          summary: 'Public tools and offers: search q, filters price/type/category/sector, 9 a page',
          querystring: toolQuerySchema,
          response: { 200: toolListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await tools.publicList(request.query, request.auth);
        return { message: 'Tools', data: items, pagination };
      },
    );

    app.get(
      '/prop/tool',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: "The signed-in partner's own tools and offers (removed ones too)",
          querystring: toolQuerySchema,
          response: { 200: toolListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await tools.ownList(signedIn(request.auth), request.query);
        return { message: 'Tools', data: items, pagination };
      },
    );

    app.get(
      '/prop/tool/:id',
      {
        schema: {
          tags,
          summary: 'One offer, with up to two other offers by the same partner',
          params: toolId,
          response: { 200: toolDetailResponseSchema },
        },
      },
      async (request) => ({ message: 'Tool', data: await tools.detail(request.params.id, request.auth) }),
    );

    app.post(
      '/prop/tool',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: 'Create an offer (approved partners): name, description, link, images, sector, offer',
          body: toolRequestSchema,
          response: { 201: toolResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ message: LISTING_MESSAGES.toolCreated, data: await tools.create(request.auth, request.body) }),
    );

    app.put(
      '/prop/tool/:id',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: 'Edit your own offer (every field, as when creating)',
          params: toolId,
          body: toolRequestSchema,
          response: { 200: toolResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.updated,
        data: await tools.update(request.auth, request.params.id, request.body),
      }),
    );

    app.delete(
      '/prop/tool/:id',
      {
        config: PARTNERS,
        schema: { tags, summary: 'Delete your own offer', params: toolId, response: { 200: messageOnlySchema } },
      },
      async (request) => {
        await tools.remove(request.auth, request.params.id);
        return { message: LISTING_MESSAGES.deleted, data: null };
      },
    );
  }

  // ------------------------------------------------------------------------------------------------ opportunities
  {
    const tags = ['opportunities'];
    app.get(
      '/prop/opportunity/all',
      {
        schema: {
          tags,
          summary:
            'Public opportunities in data.data: search q, filters location/timing/level (several with commas), open ones first',
          querystring: opportunityQuerySchema,
          response: { 200: opportunityListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await opportunities.publicList(request.query, request.auth);
        return { message: 'Opportunities', data: { ...pagination, data: items } };
      },
    );

    app.get(
      '/prop/opportunity',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: "The signed-in partner's own opportunities in data.data",
          querystring: opportunityQuerySchema,
          response: { 200: opportunityListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await opportunities.ownList(signedIn(request.auth), request.query);
        return { message: 'Opportunities', data: { ...pagination, data: items } };
      },
    );

    app.get(
      '/prop/opportunity/:id',
      {
        schema: {
          tags,
          summary: 'One opportunity',
          params: opportunityId,
          response: { 200: opportunityResponseSchema },
        },
      },
      async (request) => ({
        message: 'Opportunity',
        data: await opportunities.get(request.params.id, request.auth),
      }),
    );

    app.post(
      '/prop/opportunity',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary:
            'Create an opportunity (approved partners): title, description, link, deadline, date, time (Nigerian time), images, timing, address',
          body: opportunityRequestSchema,
          response: { 201: opportunityResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: LISTING_MESSAGES.eventCreated,
          data: await opportunities.create(request.auth, request.body),
        }),
    );

    app.put(
      '/prop/opportunity/:id',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: 'Edit your own opportunity',
          params: opportunityId,
          body: opportunityUpdateSchema,
          response: { 200: opportunityResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.updated,
        data: await opportunities.update(request.auth, request.params.id, request.body),
      }),
    );

    app.delete(
      '/prop/opportunity/:id',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: 'Delete your own opportunity',
          params: opportunityId,
          response: { 200: messageOnlySchema },
        },
      },
      async (request) => {
        await opportunities.remove(request.auth, request.params.id);
        return { message: LISTING_MESSAGES.deleted, data: null };
      },
    );
  }

  // ------------------------------------------------------------------------------------------------ events
  {
    const tags = ['trainings'];
    app.get(
      '/prop/event/all',
      {
        schema: {
          tags,
          summary: 'Trainings and events in data.data, coming ones first: search q, location Online/Offline, 4 a page',
          querystring: eventQuerySchema,
          response: { 200: eventListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await events.publicList(request.query, request.auth);
        return { message: 'Events', data: { ...pagination, data: items } };
      },
    );

    app.get(
      '/prop/event',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: "The signed-in partner's own trainings in data.data",
          querystring: eventQuerySchema,
          response: { 200: eventListResponseSchema },
        },
      },
      async (request) => {
        const { items, pagination } = await events.ownList(signedIn(request.auth), request.query);
        return { message: 'Events', data: { ...pagination, data: items } };
      },
    );

    app.get(
      '/prop/event/:id',
      {
        schema: {
          tags,
          summary: 'One training, in data.event',
          params: eventId,
          response: { 200: eventResponseSchema },
        },
      },
      async (request) => ({ message: 'Event', data: { event: await events.get(request.params.id, request.auth) } }),
    );

    app.post(
      '/prop/event',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary:
            'Create a training (approved partners): title, description, link, location, date, time (Nigerian time), images, address',
          body: eventRequestSchema,
          response: { 201: eventResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: LISTING_MESSAGES.eventCreated,
          data: { event: await events.create(request.auth, request.body) },
        }),
    );

    app.put(
      '/prop/event/:id',
      {
        config: PARTNERS,
        schema: {
          tags,
          summary: 'Edit your own training',
          params: eventId,
          body: eventUpdateSchema,
          response: { 200: eventResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.updated,
        data: { event: await events.update(request.auth, request.params.id, request.body) },
      }),
    );

    app.delete(
      '/prop/event/:id',
      {
        config: PARTNERS,
        schema: { tags, summary: 'Delete your own training', params: eventId, response: { 200: messageOnlySchema } },
      },
      async (request) => {
        await events.remove(request.auth, request.params.id);
        return { message: LISTING_MESSAGES.deleted, data: null };
      },
    );

    app.put(
      '/prop/event/:id/registration',
      {
        config: MEMBERS,
        schema: {
          tags,
          summary: 'Register to attend a training (creatives and businesses); safe to repeat',
          params: eventId,
          response: { 200: registrationResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.registered,
        data: await events.register(signedIn(request.auth), request.params.id, true),
      }),
    );

    app.delete(
      '/prop/event/:id/registration',
      {
        config: MEMBERS,
        schema: {
          tags,
          summary: 'Cancel your place at a training',
          params: eventId,
          response: { 200: registrationResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.unregistered,
        data: await events.register(signedIn(request.auth), request.params.id, false),
      }),
    );

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
      async (request, reply) => {
        const file = await events.calendar(request.params.id, request.auth, calendar);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.get(
      '/prop/event/:id/attendees',
      {
        config: { roles: ['partner', 'admin'] as const },
        schema: {
          tags,
          summary: 'Who registered for your training (its partner, or an admin)',
          params: eventId,
          response: { 200: attendeeListResponseSchema },
        },
      },
      async (request) => {
        const { list } = await events.attendees(request.params.id, signedIn(request.auth));
        return { message: 'Attendees', data: { event_id: request.params.id, data: list } };
      },
    );

    app.get(
      '/prop/event/:id/attendees.csv',
      {
        config: { roles: ['partner', 'admin'] as const },
        schema: {
          tags,
          summary: 'The attendee list as a CSV file (safe to open in a spreadsheet)',
          params: eventId,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const file = await events.attendeesCsv(request.params.id, signedIn(request.auth));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  }

  // ------------------------------------------------------------------------------------------------ saved
  {
    const tags = ['saved'];
    const savedParams = z.object({ kind: z.enum(SAVED_KINDS), id: z.uuid() });

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

    app.put(
      '/prop/saved/:kind/:id',
      {
        config: MEMBERS,
        schema: {
          tags,
          summary: 'Save a tool, opportunity or training (kind: tool, opportunity, event)',
          params: savedParams,
          response: { 200: saveResponseSchema },
        },
      },
      async (request) => ({
        message: LISTING_MESSAGES.saved,
        data: await saved.save(signedIn(request.auth), request.params.kind, request.params.id, true),
      }),
    );

    app.delete(
      '/prop/saved/:kind/:id',
      {
        config: MEMBERS,
        schema: { tags, summary: 'Remove from Saved', params: savedParams, response: { 200: saveResponseSchema } },
      },
      async (request) => ({
        message: LISTING_MESSAGES.unsaved,
        data: await saved.save(signedIn(request.auth), request.params.kind, request.params.id, false),
      }),
    );
  }
};
