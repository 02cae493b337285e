import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { creativeProfiles, events, partnerProfiles } from '../../src/db/schema/index';
import { signedInAccount } from './accounts';
import type { TestApp } from './app';
import { uploadImage } from './uploads';

export const DAY = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' some days from now (Nigerian calendar is close enough for days ≥ 2). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export const toolBody = (images: string[], extra: object = {}) => ({
  name: 'Canva Pro for creatives',
  description: 'Design tool with templates for flyers and social posts.',
  link: 'https://www.canva.com/pro',
  images,
  sector: 'Visual Arts & Design',
  offer: '50% off the first year',
  ...extra,
});

export const opportunityBody = (images: string[], extra: object = {}) => ({
  title: 'Film editing fellowship',
  description: 'Six months of paid editing work with a Lagos studio.',
  link: 'https://studio.example.ng/fellowship',
  date: inDays(30),
  time: '10:00',
  deadline: inDays(10),
  images,
  timing: 'full-time',
  address: 'Yaba, Lagos',
  level: 'junior',
  location: 'onsite',
  ...extra,
});

export const eventBody = (images: string[], extra: object = {}) => ({
  title: 'Music production masterclass',
  description: 'A day with producers on mixing Afrobeats.',
  location: 'Offline',
  date: inDays(20),
  time: '14:30',
  address: 'Freedom Park, Lagos Island',
  link: 'https://events.example.ng/masterclass',
  images,
  ...extra,
});

/**
 * Trainings inserted straight into the table, for dates the API refuses (past ones) or many at once: each one's
 * title and moment, its other columns plain (online, no picture) unless given. Their rows, in order.
 */
export async function insertTrainings(
  db: Database,
  partnerId: string,
  trainings: ({ title: string; startsAt: Date } & Partial<typeof events.$inferInsert>)[],
) {
  const plain = { description: 'x', link: 'https://example.ng', images: [], location: 'Online', address: 'Zoom' };
  return db
    .insert(events)
    .values(trainings.map((training) => ({ ...plain, partnerAccountId: partnerId, ...training })))
    .returning();
}

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

let serial = 0;

/** Calls, accounts and uploads for the listings tests, on one test app. */
export function listingHelpers(app: () => TestApp) {
  const db = () => app().database.handle.db;
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

  async function partner(name = 'Arts Fund NG', approved = true) {
    serial += 1;
    const signed = await signedInAccount(db(), 'partner', {
      displayName: name,
      approvedAt: approved ? new Date() : null,
    });
    await db()
      .insert(partnerProfiles)
      .values({
        accountId: signed.account.id,
        name,
        website: 'https://artsfund.example.ng',
        industry: 'private',
        contactName: 'Ngozi Okafor',
        contactEmail: `ngozi${serial}@artsfund.example.ng`,
        contactPhone: '+2348031234567',
        partnerType: 'sponsor',
        goals: 'Grow film talent',
        outcome: 'Visibility',
      });
    return signed;
  }

  async function creative(first = 'Amaka') {
    const signed = await signedInAccount(db(), 'user', { displayName: `${first} Obi` });
    await db().insert(creativeProfiles).values({ accountId: signed.account.id, firstName: first, lastName: 'Obi' });
    return signed;
  }

  const upload = (token: string, purpose = 'tool', format: 'png' | 'jpeg' = 'png') =>
    uploadImage(app().app, token, { purpose, format });

  /** A post published through the API as the account, with one uploaded picture. */
  async function publishPost(token: string, title: string, description: string) {
    const res = await call('POST', '/api/prop/posts', token, {
      title,
      description,
      link: 'https://example.ng/work',
      images: [await upload(token, 'post')],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; author: { id: string } };
  }

  /** A product put on sale through the API as the account (₦25,000, three in stock), with one uploaded picture. */
  async function publishProduct(token: string, title: string) {
    const res = await call('POST', '/api/prop/product', token, {
      title,
      description: 'Hand-dyed indigo cotton, 45 cm square.',
      link: 'https://shop.example.ng/adire-pillow',
      images: [await upload(token, 'product')],
      category: 'product',
      price: 25000,
      quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; author: { username: string } };
  }

  return { db, call, partner, creative, upload, publishPost, publishProduct };
}
