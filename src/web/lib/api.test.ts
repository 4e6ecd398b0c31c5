import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#shared/endpoints';
import { ApiError, apiRequest, callApi, postFile, urlOf, userMessage } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the cookie and a JSON body with its content type', async () => {
    const fetchMock = stubFetch(new Response('{"id":1}', { status: 201 }));
    const response = await apiRequest('POST', '/api/leads', { firstName: 'Jane' });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Jane"}',
    });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/leads');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
  });

  it('turns a JSON refusal into an ApiError with the status, message and field errors', async () => {
    const body = JSON.stringify({
      message: 'Please enter a valid email address',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    stubFetch(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/leads', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Please enter a valid email address');
    expect(apiError.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(userMessage(error, 'Failed to submit quote request. Please try again.')).toBe(
      'Failed to submit quote request. Please try again.',
    );
  });
});

describe('postFile', () => {
  it('sends the cookie and the file as the one multipart field, with no content type', async () => {
    const fetchMock = stubFetch(new Response('{"id":7}', { status: 201 }));
    const file = new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' });
    const response = await postFile('/api/staff/policies/3/id-card', file);
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/policies/3/id-card');
    expect(init!.method).toBe('POST');
    expect(init!.credentials).toBe('same-origin');
    expect(init!.headers).toBeUndefined();
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['file']);
    const sent = body.get('file') as File;
    expect(sent.name).toBe('card.pdf');
    expect(await sent.text()).toBe('%PDF-1.7');
  });

  it("turns a refusal into an ApiError with the status and the server's message", async () => {
    const body = JSON.stringify({ message: 'That file is too large' });
    stubFetch(new Response(body, { status: 413, statusText: 'Payload Too Large' }));
    const file = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    const error = await postFile('/api/x', file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(413);
    expect(apiError.message).toBe(`413: ${body}`);
    expect(apiError.serverMessage).toBe('That file is too large');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const error = (await postFile('/api/x', file).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('callApi', () => {
  const note = endpoint('POST', '/api/staff/clients/:id/notes', {
    params: z.object({ id: z.string() }),
    querystring: z.object({ page: z.number().optional(), q: z.string().optional() }),
    body: z.object({ text: z.string() }),
    response: { 201: z.object({ id: z.number() }) },
  });

  it('fills the path, adds the query values given and answers the JSON', async () => {
    const fetchMock = stubFetch(new Response('{"id":4}', { status: 201 }));
    const saved = await callApi(note, {
      params: { id: 'c/1' },
      query: { page: 2, q: undefined },
      body: { text: 'Called back' },
    });
    expect(saved).toEqual({ id: 4 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/clients/c%2F1/notes?page=2');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"text":"Called back"}');
  });

  it('answers nothing for a 204 and throws ApiError for a refusal', async () => {
    const remove = endpoint('DELETE', '/api/x/:id');
    stubFetch(new Response(null, { status: 204 }));
    await expect(callApi(remove, { params: { id: 1 } })).resolves.toBeUndefined();
    stubFetch(new Response('{"message":"Not found"}', { status: 404 }));
    await expect(callApi(remove, { params: { id: 2 } })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Not found',
    });
    expect(urlOf(remove, { params: { id: 3 } })).toBe('/api/x/3');
  });
});
