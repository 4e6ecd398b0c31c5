import { documentMessages } from '#shared/documents';
import { MAX_REQUEST_ATTACHMENTS } from '#shared/change-requests';
import { userMessage } from '~/lib/api';

/**
 * A native file picker, visible and labelled: the keyboard, screen readers and phones' own
 * pickers work as they do everywhere. Its button looks like the site's outline button.
 */
export const fileInputClasses =
  'block w-full max-w-full rounded-md text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/** What may be sent with a request, said beside each picker. */
export const requestFilesHint = `PDF, photos (JPEG, PNG, GIF, HEIC), plain text or Word (.doc, .docx), up to 10 MB each; up to ${MAX_REQUEST_ATTACHMENTS} files.`;

/** Why a file was not attached: the server's words, or a plain fallback. */
export const uploadProblem = (error: unknown) =>
  userMessage(error, `${documentMessages.uploadFailed}. Please try again.`);
