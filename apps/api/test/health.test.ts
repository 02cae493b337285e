import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('answers 200 while the database is reachable', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'OK', data: { status: 'ok', database: 'reachable' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    await app().database.handle.close();
    const res = await app().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ data: { status: 'unavailable', database: 'unreachable' } });
  });
});
