import { ApiError, type ApiFieldError } from '~/lib/api';

/** A non-OK XMLHttpRequest answer as the same ApiError `apiRequest` throws for fetch. */
function xhrError(xhr: XMLHttpRequest): ApiError {
  const text = xhr.responseText;
  let serverMessage: string | undefined;
  let errors: ApiFieldError[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown } | null;
    if (typeof body?.message === 'string' && body.message) serverMessage = body.message;
    if (Array.isArray(body?.errors)) {
      errors = body.errors.filter(
        (e): e is ApiFieldError => typeof e?.path === 'string' && typeof e?.message === 'string',
      );
    }
  } catch {
    // not JSON: the status line is all there is
  }
  return new ApiError(
    xhr.status,
    `${xhr.status}: ${text || xhr.statusText}`,
    serverMessage,
    errors,
  );
}

/**
 * POSTs one file as multipart (`file`) to `url` with the session cookie. XMLHttpRequest, not
 * fetch: only it reports upload progress, as a fraction from 0 to 1. Resolves with the answer
 * read by `parse`; rejects with an ApiError on a non-OK answer and with a TypeError when the
 * request never got an answer, as fetch does.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  {
    parse,
    onProgress = () => {},
  }: { parse: (body: unknown) => T; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(xhrError(xhr));
      try {
        resolve(parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error as Error);
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Upload aborted')));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
