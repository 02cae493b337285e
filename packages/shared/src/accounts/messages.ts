/**
 * What people read in the accounts flows: the wording the earlier front end used, kept word for word where
 * it had one; the rest is plain English in the same voice.
 */
export const ACCOUNT_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  adminAllFieldsRequired: 'All Fields are required',
  loginFailed: 'Log in failed!',
  loggedIn: 'Logged in successfully!',
  adminLoggedIn: 'Admin login successful!',
  tokenNotFound: 'Token not found in response',
  wrongCredentials: 'The email or password is not correct.',
  emailExists: 'Email already exists.',
  registrationSuccessful: 'Registration successful',
  /** The answer to every sign-up: true whether the email was new or already had an account (decision 0021). */
  checkYourEmail: 'Check your email to continue.',
  creativeCreated: 'Creative Account created successful!',
  partnerCreated: 'Your account has been created',
  genericError: 'An error occurred, Please try again.',
  userVerified: 'User verified successfully!',
  businessVerified: 'Business verified successfully!',
  invalidOtp: 'Invalid OTP',
  otpFormat: 'Enter the 6-digit code from your email.',
  otpExpired: 'This code has expired. Ask for a new code.',
  otpTooManyTries: 'Too many wrong codes. Ask for a new code.',
  otpSent: 'An OTP has been sent to your email.',
  otpResendTooSoon: 'Please wait a minute before asking for another code.',
  notVerified: 'Please verify your email first. Enter the code we sent you, or ask for a new one.',
  blacklisted: 'Your account has been suspended. Please contact the platform team.',
  wrongAccountType: 'This email belongs to a {type} account. Choose {type} to sign in.',
  passwordCreated: 'Password Successfully Created!',
  passwordCreatedPartner: 'Password created successfully!',
  passwordCreateFailed: 'Failed to create password.',
  passwordResetSuccessful: 'Password reset successful!',
  passwordResetFailed: 'Failed to reset password.',
  resetStarted: 'An OTP has been sent to your email.',
  selectAccountType: 'Please select an account type',
  invalidUserType: 'Invalid user type.',
  loggedOut: 'You have signed out.',
  partnerPending:
    'Your partner account is waiting for approval by the platform team. You can sign in and set up your profile, but you cannot publish offers, opportunities or trainings until it is approved.',
  termsRequired: 'Please agree to the terms of use to continue.',
} as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password should be at least 8 characters long.',
  noCapital: 'Password should contain at least one capital letter.',
  noSymbol: 'Password should contain at least one symbol.',
  mismatch: 'Passwords do not match.',
  tooLong: 'Password should be at most 128 characters long.',
} as const;

export const PARTNER_MESSAGES = {
  name: 'Organization Name is required',
  email: 'Organization Email is required',
  industry: 'Organization Sector is required',
  contactName: 'Contact Name is required',
  contactEmail: 'Contact Email is required',
  contactPhone: 'Contact Number is required',
  // The old front end said 'Donation amount is required' for this select; it asks for a partnership type.
  partnerType: 'Partnership type is required',
  goals: 'Goal is required',
  outcome: 'Benefit is required',
  password: 'Password is required',
} as const;

export const BUSINESS_MESSAGES = {
  tradeName: 'Trade name is required.',
  sector: 'Sector is required.',
  area: 'Area is required.',
  lga: 'LGA is required.',
  state: 'State is required.',
  email: 'Email is required.',
  phone: 'Phone number is required.',
  submitFailed: 'An error occurred while verifying the user.',
} as const;

export const FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  invalidEmail: 'Enter a valid email address, like name@example.com',
  invalidPhone: 'Enter a Nigerian mobile number, like 0803 123 4567',
  invalidUrl: 'Enter a full web address, starting with https://',
  invalidState: 'Choose a state from the list.',
  invalidLga: 'Choose an LGA of the selected state.',
  invalidArea: 'Choose an area of the selected sector.',
  tooLong: 'This is too long.',
} as const;
