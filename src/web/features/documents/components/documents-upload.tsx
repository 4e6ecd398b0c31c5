import { FileUpload } from './file-upload';
import { useUploadDocument } from '../api/documents';

/** The client's own upload into the portal: the shared drop zone and picker. */
export function DocumentsUpload() {
  return <FileUpload upload={useUploadDocument()} />;
}
