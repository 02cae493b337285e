import { z } from 'zod';
import { emailField, enteredPasswordField, newPasswordForm, otpField } from '../accounts/rules';
import type { MessageGroup } from '../i18n/codes';
import { LANGUAGE_CODES } from '../i18n/languages';
import { PROFILE_VISIBILITY } from '../reference/options';

export const SETTINGS_MESSAGES = {
  currentPasswordRequired: 'settings.currentPasswordRequired',
  currentPasswordWrong: 'settings.currentPasswordWrong',
  passwordChanged: 'settings.passwordChanged',
  visibilitySaved: 'settings.visibilitySaved',
  accountDeleted: 'settings.accountDeleted',
  confirmWithPassword: 'settings.confirmWithPassword',
  emailCodeSent: 'settings.emailCodeSent',
  emailChanged: 'settings.emailChanged',
  sameEmail: 'settings.sameEmail',
  noEmailChange: 'settings.noEmailChange',
  language: 'settings.language',
  languageSaved: 'settings.languageSaved',
  visibility: 'settings.visibility',
} as const satisfies MessageGroup;

export const changePasswordRequestSchema = newPasswordForm('new_password', {
  current_password: enteredPasswordField(SETTINGS_MESSAGES.currentPasswordRequired),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const visibilityRequestSchema = z.object({
  visibility: z.enum(PROFILE_VISIBILITY, { error: SETTINGS_MESSAGES.visibility }),
});
export type VisibilityRequest = z.input<typeof visibilityRequestSchema>;

/** Settings → language: the account's language, used for the emails the platform sends it. */
export const languageRequestSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: SETTINGS_MESSAGES.language }),
});
export type LanguageRequest = z.input<typeof languageRequestSchema>;

export const languageResultSchema = z.object({ language: z.enum(LANGUAGE_CODES) });

export const deleteAccountRequestSchema = z.object({
  password: enteredPasswordField(SETTINGS_MESSAGES.confirmWithPassword),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** Settings → change email, step 1: the new address and the password; a code goes to the new address. */
export const changeEmailRequestSchema = z.object({
  new_email: emailField(),
  password: enteredPasswordField(SETTINGS_MESSAGES.confirmWithPassword),
});

export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** Step 2: the code from the new address. */
export const confirmEmailChangeRequestSchema = z.object({ otp: otpField });
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>;
