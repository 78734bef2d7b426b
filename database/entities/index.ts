import { Lead } from './Lead.ts';
import { User } from './User.ts';

export { Lead, User };

/** Every entity the ORM knows; add new ones here. */
export const entities = [Lead, User];
