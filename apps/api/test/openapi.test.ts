import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

describe('API documentation', () => {
  const app = useTestApp();

  it('serves a valid OpenAPI document at /api/openapi.json', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/reference', '/api/config', '/api/session']),
    );
  });

  it('marks routes that need sign-in with the token scheme', async () => {
    const doc = (await app().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/session'].get.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/health'].get.security).toBeUndefined();
  });

  it('serves a readable page at /api/docs', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/health');
    expect(res.body).not.toContain('<script');
  });
});
