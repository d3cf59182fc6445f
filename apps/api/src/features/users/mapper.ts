import type { User } from '@atelier/domain';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profileImage: row.profileImage,
    bio: row.bio,
    profession: row.profession,
    marketingEmails: row.marketingEmails,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
