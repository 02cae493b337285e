import { z } from 'zod';
import { PASSWORD_MESSAGES } from '../accounts/messages';
import { passwordField } from '../accounts/rules';
import { PROFILE_VISIBILITY } from '../reference/options';

export const SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  visibilitySaved: 'Your profile visibility has been saved.',
  accountDeleted: 'Your account has been deleted.',
  confirmWithPassword: 'Enter your password to confirm.',
} as const;

export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
      .min(1, { error: SETTINGS_MESSAGES.currentPasswordRequired })
      .max(128),
    new_password: passwordField,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });

export const visibilityRequestSchema = z.object({
  visibility: z.enum(PROFILE_VISIBILITY, { error: 'Choose public or private.' }),
});

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: SETTINGS_MESSAGES.confirmWithPassword })
    .min(1, { error: SETTINGS_MESSAGES.confirmWithPassword })
    .max(128),
});
