import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token for links and refresh sessions (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak does not hand out live tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
