import type { z } from 'zod';

/** The answer of a request to the API, its JSON checked with the shared schema of its route. */
export async function parseAnswer<T>(schema: z.ZodType<T>, request: Promise<Response>): Promise<T> {
  const response = await request;
  return schema.parse(await response.json());
}
