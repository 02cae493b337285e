// What the accounts module offers the others (settings changes an account's email and password with these): the
// account look-ups, the user object of the sign-in answer, the emailed codes and the account emails. Everything else
// in accounts is its own.

export { accountNoticeEmail, changeEmailEmail } from './emails';
export { consumeOtp, issueOtp } from './otp';
export { findAccountByEmail, findAccountById, presentUser } from './repository';
