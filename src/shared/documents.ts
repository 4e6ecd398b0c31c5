import { z } from 'zod';
import { endpoint } from './endpoints';
import { recordId, recordIdParams } from './fields';

/** Texts about documents; the server and the views use the same words. */
export const documentMessages = {
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: 'Please select a file smaller than 10MB',
  invalidTypeTitle: 'Invalid File Type',
  invalidType: 'Please select a PDF, image, or document file',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload document',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete document.',
  noFile: 'Please choose a file to upload',
  documentNotFound: 'Not found',
  keptByAgency:
    'This document was put here by the agency, which keeps it. Call us if it should not be here.',
  keptWithClaim: 'Photos and documents of a claim are kept with the claim.',
  keptWithRequest: 'Files sent with a request are kept with the request.',
  onlyUploader: 'Only the person who uploaded this document can delete it.',
} as const;

/** Document upload limits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The allowed types, by MIME type, with the extensions the file picker offers. */
export const allowedDocumentTypes = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  // Photos from iPhones and many Android phones.
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;
export type DocumentMimeType = keyof typeof allowedDocumentTypes;

/** The picker's `accept` attribute. */
export const documentAccept = Object.entries(allowedDocumentTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/**
 * The browser's check before uploading (the server decides again from the bytes): the declared
 * type, or the extension when the browser declares none.
 */
export function browserFileProblem(file: { name: string; size: number; type: string }) {
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: documentMessages.fileTooLargeTitle,
      description: documentMessages.fileTooLarge,
    };
  }
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const types = allowedDocumentTypes as Record<string, readonly string[]>;
  const allowed = file.type
    ? file.type in types
    : Object.values(types).some((extensions) => extensions.includes(extension));
  if (!allowed) {
    return { title: documentMessages.invalidTypeTitle, description: documentMessages.invalidType };
  }
  return null;
}

/** GET /api/documents, newest first. */
export const documentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  leadId: z.number().int().nullable(),
  /** Addition: true when the agency put the document into the client's portal. */
  fromAgency: z.boolean(),
  /** Addition: whether the caller may delete it (what the agency keeps, they may not). */
  canDelete: z.boolean(),
});
export type PortalDocument = z.infer<typeof documentSchema>;

// --- the documents' endpoints -------------------------------------------------------------------

/**
 * Whose documents: the lead they came with, and the client account (staff name it; a client's own
 * is known from the session). The list's query, and the fields beside an upload's file.
 */
export const documentOwnerSchema = z.object({
  leadId: recordId().optional(),
  accountId: z.uuid().optional(),
});

const documentIdParams = recordIdParams();

/** What the portal and the console call for documents, signed in. */
export const documentEndpoints = {
  list: endpoint('GET', '/api/documents', {
    querystring: documentOwnerSchema,
    response: { 200: z.array(documentSchema) },
  }),
  /** Multipart: `file`, and the fields of documentOwnerSchema. */
  upload: endpoint('POST', '/api/documents', { response: { 201: documentSchema } }),
  /** The file itself, with its name and type. */
  download: endpoint('GET', '/api/documents/:id/download', { params: documentIdParams }),
  delete: endpoint('DELETE', '/api/documents/:id', { params: documentIdParams }),
};
