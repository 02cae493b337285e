import {
  ACCOUNT_MESSAGES,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  authResponseSchema,
  authUserSchema,
  businessRegisterRequestSchema,
  createPasswordRequestSchema,
  creativeRegisterRequestSchema,
  DEFAULT_ERROR_MESSAGES,
  envelope,
  loginRequestSchema,
  messageOnlySchema,
  otpRequestSchema,
  partnerRegisterRequestSchema,
  partnerSetPasswordRequestSchema,
  resendOtpRequestSchema,
  resetFinalRequestSchema,
  resetInitRequestSchema,
} from '@creative-ng/shared';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes, type DataOf, noData } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { AppError, badRequest } from '../../http/errors';
import { readMultipartBodies } from '../../http/multipart';
import { type LanguageCode, requestLanguage } from '../../i18n/index';
import { ACCOUNT_KINDS, type AccountKind } from './kinds';
import { type AccountLimits, type AuthLimits, accountLimits } from './limits';
import type { AccountsService } from './service';

const partnerRegisterResponseSchema = envelope(z.object({ user: authUserSchema }));

/** The account calls for creatives, businesses, partners and admins. */
export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService; limits: AuthLimits }> = async (
  app,
  { service, limits },
) => {
  await app.register(formbody);
  const guard = accountLimits(app, limits, service.passwordGeneration);
  const perIp = guard.perIp;

  for (const kind of Object.values(ACCOUNT_KINDS)) {
    const tags = [`accounts: ${kind.label.toLowerCase()}`];
    const registerPath = kind.role === 'user' ? `${kind.base}/register` : kind.base;

    /** The kind's sign-up: limited per address, answered 201 with 'check your email' and what `register` made. */
    const signUp = <Body extends z.ZodType, Response extends z.ZodType>(
      summary: string,
      body: Body,
      response: Response,
      register: (input: z.output<Body>, language: LanguageCode) => Promise<DataOf<Response>>,
    ) =>
      answeredRoutes(app, { tags, config: perIp }).post(registerPath, {
        preHandler: guard.attempt('sign-up'),
        summary,
        body,
        response,
        status: 201,
        message: ACCOUNT_MESSAGES.checkYourEmail,
        // Generic here, so the type provider cannot resolve the body: each branch below is checked instead.
        data: (request) => register(request.body as z.output<Body>, requestLanguage(request)),
      });
    if (kind.role === 'user')
      signUp(
        'Creative sign-up; emails a 6-digit code',
        creativeRegisterRequestSchema,
        authResponseSchema,
        (input, language) => service.registerCreative(input, language),
      );
    else if (kind.role === 'business')
      signUp(
        'Business sign-up (steps 1–3); emails a 6-digit code',
        businessRegisterRequestSchema,
        authResponseSchema,
        (input, language) => service.registerBusiness(input, language),
      );
    else
      signUp(
        'Partner sign-up (3 steps); emails a 6-digit code. The partner is pending until an admin approves it.',
        partnerRegisterRequestSchema,
        partnerRegisterResponseSchema,
        async (input, language) => ({ user: await service.registerPartner(input, language) }),
      );

    registerCommonRoutes(app, kind, service, tags, guard);
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The old front end sends the admin sign-in as multipart form-data; JSON and urlencoded work too.
    await readMultipartBodies(plain, {
      fileBytes: 1,
      files: 0,
      fields: 10,
      fieldBytes: 1024,
      tooLarge: () => new AppError('PAYLOAD_TOO_LARGE'),
      tooManyFiles: () => badRequest(DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED),
    });
    scope.post(
      '/prop/admin-auth/login',
      {
        config: perIp,
        preHandler: guard.signIn.check,
        schema: {
          tags: ['accounts: admin'],
          summary: 'Admin sign-in; the token is at the top level',
          body: adminLoginRequestSchema,
          response: { 200: adminLoginResponseSchema },
        },
      },
      async (request) => {
        const { token, user } = await countingFailures(guard, request, () => service.login('admin', request.body));
        return { message: ACCOUNT_MESSAGES.adminLoggedIn, token, data: { user, token } };
      },
    );
  });
};

function registerCommonRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  kind: AccountKind,
  service: AccountsService,
  tags: string[],
  guard: AccountLimits,
): void {
  const { perIp } = guard;
  // Confirming an email (with its code, a partner's first password or a reset) can put an account with its
  // profile in the public directory: these forget the directory's first pages.
  const confirmingEmail = { ...perIp, invalidates: () => [DIRECTORY_TOPIC] };
  const answered = answeredRoutes(app, { tags, config: perIp });
  answered.post(`${kind.base}/login`, {
    preHandler: guard.signIn.check,
    summary: `${kind.label} sign-in`,
    body: loginRequestSchema,
    response: authResponseSchema,
    message: ACCOUNT_MESSAGES.loggedIn,
    data: (request) => countingFailures(guard, request, () => service.login(kind, request.body)),
  });

  app.post(
    `${kind.base}/otp`,
    {
      config: confirmingEmail,
      schema: {
        tags,
        summary: 'Confirm the email with its 6-digit code (with the sign-up token, or with the email)',
        body: otpRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const signedIn = await service.verifyEmail(kind, request.body, request.auth?.accountId);
      const message = kind.role === 'business' ? ACCOUNT_MESSAGES.businessVerified : ACCOUNT_MESSAGES.userVerified;
      return { message, data: signedIn };
    },
  );

  answered.post(`${kind.base}/otp/resend`, {
    preHandler: guard.attempt('send-code'),
    summary: 'Send a new code (at most one a minute); the answer is the same for any email',
    body: resendOtpRequestSchema,
    response: messageOnlySchema,
    message: ACCOUNT_MESSAGES.otpSent,
    data: (request) => noData(service.resendVerification(kind, request.body.email)),
  });

  if (kind.role === 'partner') {
    answered.post(`${kind.base}/password`, {
      config: confirmingEmail,
      preHandler: guard.attempt('check-code'),
      summary: 'Partner set-password: the emailed code, then the new password',
      body: partnerSetPasswordRequestSchema,
      response: authResponseSchema,
      message: ACCOUNT_MESSAGES.passwordCreatedPartner,
      data: (request) => service.partnerSetPassword(kind, request.body),
    });
  } else {
    answered.post(`${kind.base}/password`, {
      config: { ...perIp, roles: [kind.role] },
      summary: 'Create the password of the signed-in, verified account',
      body: createPasswordRequestSchema,
      response: authResponseSchema,
      message: ACCOUNT_MESSAGES.passwordCreated,
      data: (request) => service.createPassword(signedIn(request.auth).accountId, request.body.password),
    });
  }

  answered.put(`${kind.base}/reset_ini`, {
    preHandler: guard.attempt('send-code'),
    summary: 'Start a password reset: emails a code if the account exists (the answer never says)',
    body: resetInitRequestSchema,
    response: messageOnlySchema,
    message: ACCOUNT_MESSAGES.resetStarted,
    data: (request) => noData(service.startReset(kind, request.body.email)),
  });

  answered.put(`${kind.base}/reset_final`, {
    config: confirmingEmail,
    preHandler: guard.attempt('check-code'),
    summary: 'Finish a password reset with the emailed code; ends every session of the account',
    body: resetFinalRequestSchema,
    response: messageOnlySchema,
    message: ACCOUNT_MESSAGES.passwordResetSuccessful,
    data: (request) => noData(service.finishReset(kind, request.body)),
  });
}

/** Runs a sign-in and counts it against the email's limits when the email or password was wrong. */
async function countingFailures<T>(
  guard: AccountLimits,
  request: FastifyRequest,
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await guard.signIn.failed(request);
    throw error;
  }
}
