import type { MessageGroup } from '../i18n/codes';

/**
 * The codes of what people read in the accounts flows; the words are in the shared catalogue
 * (src/i18n/locales/<lang>/shared.json). Its English is the wording the earlier front end used, kept word for word
 * where it had one; the rest is plain English in the same voice.
 */
export const ACCOUNT_MESSAGES = {
  allFieldsRequired: 'account.allFieldsRequired',
  adminAllFieldsRequired: 'account.adminAllFieldsRequired',
  loginFailed: 'account.loginFailed',
  loggedIn: 'account.loggedIn',
  adminLoggedIn: 'account.adminLoggedIn',
  tokenNotFound: 'account.tokenNotFound',
  wrongCredentials: 'account.wrongCredentials',
  emailExists: 'account.emailExists',
  registrationSuccessful: 'account.registrationSuccessful',
  /** The answer to every sign-up: true whether the email was new or already had an account (decision 0021). */
  checkYourEmail: 'account.checkYourEmail',
  creativeCreated: 'account.creativeCreated',
  partnerCreated: 'account.partnerCreated',
  genericError: 'account.genericError',
  userVerified: 'account.userVerified',
  businessVerified: 'account.businessVerified',
  invalidOtp: 'account.invalidOtp',
  otpFormat: 'account.otpFormat',
  otpExpired: 'account.otpExpired',
  otpTooManyTries: 'account.otpTooManyTries',
  otpSent: 'account.otpSent',
  otpResendTooSoon: 'account.otpResendTooSoon',
  notVerified: 'account.notVerified',
  blacklisted: 'account.blacklisted',
  wrongAccountType: 'account.wrongAccountType',
  passwordCreated: 'account.passwordCreated',
  passwordCreatedPartner: 'account.passwordCreatedPartner',
  passwordCreateFailed: 'account.passwordCreateFailed',
  passwordResetSuccessful: 'account.passwordResetSuccessful',
  passwordResetFailed: 'account.passwordResetFailed',
  resetStarted: 'account.resetStarted',
  selectAccountType: 'account.selectAccountType',
  invalidUserType: 'account.invalidUserType',
  loggedOut: 'account.loggedOut',
  partnerPending: 'account.partnerPending',
  termsRequired: 'account.termsRequired',
} as const satisfies MessageGroup;

export const PASSWORD_MESSAGES = {
  required: 'password.required',
  tooShort: 'password.tooShort',
  noCapital: 'password.noCapital',
  noSymbol: 'password.noSymbol',
  mismatch: 'password.mismatch',
  tooLong: 'password.tooLong',
} as const satisfies MessageGroup;

export const PARTNER_MESSAGES = {
  name: 'partner.name',
  email: 'partner.email',
  industry: 'partner.industry',
  contactName: 'partner.contactName',
  contactEmail: 'partner.contactEmail',
  contactPhone: 'partner.contactPhone',
  // The old front end said 'Donation amount is required' for this select; it asks for a partnership type.
  partnerType: 'partner.partnerType',
  goals: 'partner.goals',
  outcome: 'partner.outcome',
  password: 'partner.password',
} as const satisfies MessageGroup;

export const BUSINESS_MESSAGES = {
  tradeName: 'business.tradeName',
  sector: 'business.sector',
  area: 'business.area',
  lga: 'business.lga',
  state: 'business.state',
  email: 'business.email',
  phone: 'business.phone',
  submitFailed: 'business.submitFailed',
} as const satisfies MessageGroup;

export const FIELD_MESSAGES = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  invalidEmail: 'field.invalidEmail',
  invalidPhone: 'field.invalidPhone',
  invalidUrl: 'field.invalidUrl',
  invalidState: 'field.invalidState',
  invalidLga: 'field.invalidLga',
  invalidArea: 'field.invalidArea',
  tooLong: 'field.tooLong',
  invalidCharacters: 'field.invalidCharacters',
} as const satisfies MessageGroup;
