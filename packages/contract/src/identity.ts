import { z } from 'zod';
import { AuthUserSchema, NewPasswordSchema } from './auth';
import { DisplayNameSchema } from './profile';

/*
 * The bodies and responses of better-auth's endpoints that the app calls, as the OpenAPI document shows
 * them. better-auth checks these bodies itself; the server adds only the bounds on `name`.
 */

export const SignInEmailSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});

export const SignUpEmailSchema = z.object({
  name: DisplayNameSchema,
  email: z.string(),
  password: NewPasswordSchema,
  callbackURL: z.string().optional(),
});

export const SignInSocialSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  callbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
});

export const UpdateUserSchema = z.object({ name: DisplayNameSchema.optional() });

export const RequestPasswordResetSchema = z.object({ email: z.string(), redirectTo: z.string().optional() });

export const ResetPasswordSchema = z.object({ newPassword: NewPasswordSchema, token: z.string() });

export const IdentityResultSchema = z.object({ token: z.string().nullable(), user: AuthUserSchema });

export const StatusResultSchema = z.object({ status: z.boolean() });
