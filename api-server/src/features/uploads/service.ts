import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export const UPLOAD_NOT_FOUND = 'Image not found';

export interface StoredUpload {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
}

/** File names are shown to staff only as a hint; keep them short and printable. */
const cleanName = (name: string) =>
  [...name]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .slice(0, 200) || 'image';

export async function storeUpload(
  db: Db,
  userId: string,
  file: { fileName: string; contentType: string; content: Buffer },
): Promise<StoredUpload> {
  const [row] = await db
    .insert(uploads)
    .values({
      fileName: cleanName(file.fileName),
      contentType: file.contentType,
      sizeBytes: file.content.length,
      content: file.content,
      uploadedBy: userId,
    })
    .returning({ id: uploads.id, fileName: uploads.fileName });
  return {
    id: row!.id,
    url: `/api/uploads/${row!.id}`,
    contentType: file.contentType,
    sizeBytes: file.content.length,
    fileName: row!.fileName,
  };
}

export async function readUpload(
  db: Db,
  id: string,
): Promise<{ contentType: string; content: Buffer }> {
  const [row] = await db
    .select({ contentType: uploads.contentType, content: uploads.content })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row) throw new NotFoundError(UPLOAD_NOT_FOUND);
  return row;
}
