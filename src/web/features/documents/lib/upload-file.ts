import { apiErrorOf } from '~/lib/api';

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
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(apiErrorOf(xhr.status, xhr.statusText, xhr.responseText));
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
