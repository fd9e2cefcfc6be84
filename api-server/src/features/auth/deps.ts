import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What the auth services need from the app, passed explicitly so they stay plain functions. */
export interface AuthDeps {
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
  publicUrl: string;
}
