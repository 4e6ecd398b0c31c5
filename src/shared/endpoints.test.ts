import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, fillPath, pathKey, queueEndpoints } from './endpoints';

describe('the route table', () => {
  it('fills a path with its parameters, each encoded', () => {
    expect(fillPath('/api/staff/clients/:id/portal/:personId', { id: 'a b', personId: 7 })).toBe(
      '/api/staff/clients/a%20b/portal/7',
    );
    expect(fillPath('/api/leads')).toBe('/api/leads');
  });

  it('refuses a path with a parameter left unfilled', () => {
    expect(() => fillPath('/api/staff/policies/:id', {} as { id: number })).toThrow(
      '/api/staff/policies/:id: no value for :id',
    );
  });

  it('cuts a query key at the parameters, so the list is the prefix of each record', () => {
    const key = pathKey('/api/staff/clients/:id/portal/:personId', { id: 'abc', personId: 'p1' });
    expect(key).toEqual(['/api/staff/clients', 'abc', 'portal', 'p1']);
    expect(key.join('/')).toBe('/api/staff/clients/abc/portal/p1');
    expect(pathKey('/api/staff/clients')).toEqual(['/api/staff/clients']);
  });

  it('keeps the method, the path and the schemas as written', () => {
    const route = endpoint('DELETE', '/api/x/:id');
    expect(route).toEqual({ method: 'DELETE', path: '/api/x/:id', schema: {} });
  });

  it("declares a queue's list and its record at the record's path", () => {
    const ofRecord = { params: z.object({ id: z.string() }), response: { 200: z.object({}) } };
    const query = z.object({ status: z.string().optional() });
    const list = z.array(z.object({}));
    const { queue, record } = queueEndpoints('/api/staff/claims', { query, list, ofRecord });
    expect(queue).toEqual({
      method: 'GET',
      path: '/api/staff/claims',
      schema: { querystring: query, response: { 200: list } },
    });
    expect(record).toEqual({ method: 'GET', path: '/api/staff/claims/:id', schema: ofRecord });
  });
});
