import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, type Role } from './constants.ts';
import { optionalText, requiredText, shopImage } from './fields.ts';
import type { Language } from './languages.ts';
import { languageField } from './translations.ts';

const email = requiredText('Email', 254).pipe(z.email({ error: 'Email must be a valid email address' }));

const passwordText = () =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? 'Password is required' : 'Password must be text') });

/**
 * A password being chosen, kept exactly as typed (never trimmed: sign-in compares what is typed then). The server
 * also refuses the most common passwords.
 */
export const newPassword = passwordText()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => password.trim() !== '', 'Password must not be only spaces');

/** "Email me about my cart and new arrivals": optional beside the spec's fields, and off unless sent as true. */
const marketingEmails = z.boolean({ error: 'marketingEmails must be true or false' }).optional();

export const registerBody = z.object({
  username: requiredText('Username', 60),
  email,
  password: newPassword,
  marketingEmails,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: requiredText('Email', 254),
  // As typed, like at registration. Up to 200: accounts made when that was the longest allowed still sign in.
  password: passwordText().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: requiredText('Token', 200),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: passwordText().min(1, 'Current password is required').max(200, 'Password must be at most 200 characters'),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const roleBody = z.object({
  role: z.enum(ROLES, { error: 'Role must be user or admin' }),
});

export const editProfileBody = z.object({
  userId: requiredText('userId', 64),
  username: requiredText('Username', 60),
  profileImage: shopImage('Profile image'),
  bio: optionalText('Bio', 2000),
  profession: optionalText('Profession', 200),
  /** Absent: the consent stays as it is. */
  marketingEmails,
  /** The language the shop writes to them in; absent, it stays as it is. */
  language: languageField.optional(),
});
export type EditProfileBody = z.infer<typeof editProfileBody>;

/** A user as every answer shows it: never the password hash. */
export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  profileImage: string;
  bio: string;
  profession: string;
  /** Whether they agreed to mails about their cart and new arrivals. */
  marketingEmails: boolean;
  /** The language the shop writes to them in. */
  language: Language;
  createdAt: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}
