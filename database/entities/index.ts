import { Lead } from './Lead.ts';
import { OutboxMail } from './OutboxMail.ts';
import { User } from './User.ts';

export { Lead, OutboxMail, User };

/** Every entity the ORM knows; add new ones here. */
export const entities = [Lead, User, OutboxMail];
