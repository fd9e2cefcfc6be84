import { ApiError } from '../../client/api-error';
import { requestData } from '../../client/request';
import type { Upload } from './types';

/** The server's limit (UPLOAD_MAX_BYTES); checked here first so a big file is never sent. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be 2 MB or smaller';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The message a picked file would be refused with, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_TYPE_MESSAGE;
  }
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null;
}

/** Stores a product picture on the server (staff only) and returns where it is served. */
export async function uploadImage(file: File): Promise<Upload> {
  const problem = imageFileProblem(file);
  if (problem) throw new ApiError({ kind: 'unknown', status: 0, message: problem });
  const body = new FormData();
  body.append('file', file, file.name);
  const data = await requestData<{ upload: Upload }>('post', 'uploads', 'Failed to upload image', {
    body,
  });
  return data.upload;
}
