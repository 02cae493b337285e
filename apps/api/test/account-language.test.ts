import { SETTINGS_MESSAGES } from '@creative-ng/shared';
import type { MessageParams } from '@creative-ng/shared/i18n/codes';
import { LANGUAGE_CODES } from '@creative-ng/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGES, accounts } from '../src/db/schema/index';
import { type EmailKey, emailText, messageText } from '../src/i18n/index';
import { notify } from '../src/modules/notifications/service';
import { hashPassword } from '../src/security/passwords';
import { signedInAccount } from './helpers/accounts';
import { callsIn, useTestApp } from './helpers/app';
import { latestCode, mailsTo } from './helpers/mail';
import { businessSignUp, creativeSignUp, newEmail, partnerSignUp } from './helpers/sign-up';

const app = useTestApp();
const db = () => app().database.handle.db;

const call = callsIn(app);

const mailTo = (email: string) => mailsTo(app().app, email);

async function accountLanguage(email: string) {
  const [row] = await db().select({ language: accounts.language }).from(accounts).where(eq(accounts.email, email));
  return row?.language;
}

describe('the account language', () => {
  it('allows exactly the five language codes in the database', () => {
    expect([...ACCOUNT_LANGUAGES]).toEqual([...LANGUAGE_CODES]);
  });

  it('is set at sign-up from the request language, for creatives, businesses and partners, and words the code email', async () => {
    const creative = creativeSignUp();
    const created = await call('POST', '/api/prop/creative/register', { payload: creative, language: 'yo' });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(messageText('yo', 'account.checkYourEmail'));
    expect(created.json().data.user.language).toBe('yo');
    expect(await accountLanguage(creative.email)).toBe('yo');
    const code = await latestCode(app().app, creative.email);
    const [mail] = await mailTo(creative.email);
    expect(mail?.subject).toBe(emailText('yo', 'email.verification.subject'));
    expect(mail?.subject).not.toContain(code);
    expect(mail?.html).toContain('<html lang="yo">');
    expect(mail?.text).toContain(emailText('yo', 'email.hello', { name: 'Adebayo Ogunleye' }));

    const businessEmail = newEmail('business');
    const business = await call('POST', '/api/prop/business', {
      language: 'ha',
      payload: businessSignUp({ email: businessEmail }),
    });
    expect(business.statusCode).toBe(201);
    expect(await accountLanguage(businessEmail)).toBe('ha');

    const partnerEmail = newEmail('partner');
    const partner = await call('POST', '/api/prop/partner-reg', {
      language: 'pcm',
      payload: partnerSignUp({ email: partnerEmail }),
    });
    expect(partner.statusCode).toBe(201);
    expect(partner.json().data.user.language).toBe('pcm');
    expect(await accountLanguage(partnerEmail)).toBe('pcm');

    const english = creativeSignUp();
    expect((await call('POST', '/api/prop/creative/register', { payload: english })).statusCode).toBe(201);
    expect(await accountLanguage(english.email)).toBe('en');
    const [englishMail] = await mailTo(english.email);
    expect(englishMail?.subject).toBe('Your CreativeNG code');
    expect(englishMail?.html).toContain('<html lang="en">');
  });

  it('PUT /api/prop/settings/language sets the caller’s language, and GET, the session and the export read it', async () => {
    const { account, token } = await signedInAccount(db(), 'user');
    const other = await signedInAccount(db(), 'business');
    const saved = await call('PUT', '/api/prop/settings/language', { token, payload: { language: 'ig' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Your language has been saved.',
      messageCode: SETTINGS_MESSAGES.languageSaved,
      params: {},
      data: { language: 'ig' },
    });
    expect(await accountLanguage(account.email)).toBe('ig');
    // Only ever the caller's own account: nothing in the body names another.
    expect(await accountLanguage(other.account.email)).toBe('en');

    expect((await call('GET', '/api/prop/settings/language', { token })).json().data).toEqual({ language: 'ig' });
    expect((await call('GET', '/api/session', { token })).json().data.language).toBe('ig');
    const exported = await call('GET', '/api/prop/settings/export', { token });
    expect(exported.json().account.language).toBe('ig');

    const confirmed = await call('PUT', '/api/prop/settings/language', {
      token,
      language: 'yo',
      payload: { language: 'yo' },
    });
    expect(confirmed.json().message).toBe(messageText('yo', 'settings.languageSaved'));
  });

  it('works for admins and before the email is confirmed', async () => {
    const admin = await signedInAccount(db(), 'admin');
    expect(
      (await call('PUT', '/api/prop/settings/language', { token: admin.token, payload: { language: 'ha' } }))
        .statusCode,
    ).toBe(200);
    const unverified = await signedInAccount(db(), 'partner', { emailVerifiedAt: null });
    const res = await call('PUT', '/api/prop/settings/language', {
      token: unverified.token,
      payload: { language: 'pcm' },
    });
    expect(res.statusCode).toBe(200);
    expect(await accountLanguage(unverified.account.email)).toBe('pcm');
  });

  it('refuses a language it does not have (400 naming the field) and needs sign-in (401)', async () => {
    const { account, token } = await signedInAccount(db(), 'partner');
    for (const language of ['fr', 'EN', '', 42]) {
      const res = await call('PUT', '/api/prop/settings/language', { token, payload: { language } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { language: 'Choose a language: English, Hausa, Yorùbá, Igbo or Pidgin.' },
        fieldCodes: { language: { code: SETTINGS_MESSAGES.language } },
      });
    }
    const hausa = await call('PUT', '/api/prop/settings/language', { token, language: 'ha', payload: {} });
    expect(hausa.json().data.fields.language).toBe(messageText('ha', 'settings.language'));
    expect(await accountLanguage(account.email)).toBe('en');

    expect((await call('PUT', '/api/prop/settings/language', { payload: { language: 'ha' } })).statusCode).toBe(401);
    expect((await call('GET', '/api/prop/settings/language')).statusCode).toBe(401);
  });
});

describe('emails in the account’s language', () => {
  async function verifiedCreative(language: string) {
    const body = creativeSignUp();
    const created = await call('POST', '/api/prop/creative/register', { payload: body, language });
    const code = await latestCode(app().app, body.email);
    const token = created.json().data.token as string;
    expect((await call('POST', '/api/prop/creative/otp', { payload: { otp: code }, token })).statusCode).toBe(200);
    return body;
  }

  it('sends the password reset code in Yorùbá to a yo account (whatever language asks), in English to an en one', async () => {
    const yoruba = await verifiedCreative('yo');
    expect((await call('PUT', '/api/prop/creative/reset_ini', { payload: { email: yoruba.email } })).statusCode).toBe(
      200,
    );
    const code = await latestCode(app().app, yoruba.email);
    const [reset] = await mailTo(yoruba.email);
    const yo = (key: EmailKey, params?: MessageParams) => emailText('yo', key, params);
    expect(reset?.subject).toBe(yo('email.passwordReset.subject'));
    expect(reset?.subject).not.toContain(code);
    expect(reset?.html).toContain('<html lang="yo">');
    for (const key of ['email.passwordReset.title', 'email.passwordReset.body', 'email.footer'] as const) {
      expect(reset?.html).toContain(yo(key));
    }
    expect(reset?.text).toContain(yo('email.passwordReset.body'));
    expect(reset?.text).toContain(yo('email.yourCode', { code }));

    const english = await verifiedCreative('en');
    await call('PUT', '/api/prop/creative/reset_ini', { payload: { email: english.email }, language: 'yo' });
    const englishCode = await latestCode(app().app, english.email);
    const [englishReset] = await mailTo(english.email);
    expect(englishReset?.subject).toBe('Your CreativeNG password reset code');
    expect(englishReset?.subject).not.toContain(englishCode);
    expect(englishReset?.html).toContain('<html lang="en">');
    expect(englishReset?.text).toContain(
      'Someone asked to reset the password of your CreativeNG account. Enter this code to choose a new password. It works for 10 minutes.',
    );
  });

  it('sends the change-email code in the account’s language', async () => {
    const { account, token } = await signedInAccount(db(), 'user', { language: 'ig' });
    const [withPassword] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(withPassword?.language).toBe('ig');
    await db()
      .update(accounts)
      .set({ passwordHash: await hashPassword('Secret#123') })
      .where(eq(accounts.id, account.id));
    const newAddress = newEmail('moved');
    const res = await call('PUT', '/api/prop/settings/email', {
      token,
      payload: { new_email: newAddress, password: 'Secret#123' },
    });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(app().app, newAddress);
    const [mail] = await mailTo(newAddress);
    expect(mail?.subject).toBe(emailText('ig', 'email.changeEmail.subject'));
    expect(mail?.subject).not.toContain(code);
    expect(mail?.html).toContain('<html lang="ig">');
  });

  it('sends grouped notices in Yorùbá (with status words from the catalogue) and in English to an en account', async () => {
    const yoruba = await signedInAccount(db(), 'partner', { language: 'yo', displayName: 'Ọ̀yọ́ Arts Trust' });
    await notify(db(), { accountId: yoruba.account.id, kind: 'partner_approved' });
    const buyer = await signedInAccount(db(), 'user', { language: 'yo' });
    await notify(db(), {
      accountId: buyer.account.id,
      kind: 'order_updated',
      data: { title: 'Adire', status: 'accepted' },
    });
    await notify(db(), {
      accountId: buyer.account.id,
      kind: 'order_updated',
      data: { title: 'Aso-oke', status: 'odd' },
    });
    const english = await signedInAccount(db(), 'partner', { displayName: 'Lagos Arts Fund' });
    await notify(db(), { accountId: english.account.id, kind: 'partner_approved' });
    await app().app.noticeMailer.run();

    const yo = (key: EmailKey, params?: MessageParams) => emailText('yo', key, params);
    const [approved] = await mailTo(yoruba.account.email);
    expect(approved?.subject).toBe(yo('notice.partner_approved.subject'));
    expect(approved?.html).toContain('<html lang="yo">');
    expect(approved?.text).toContain(yo('email.hello', { name: 'Ọ̀yọ́ Arts Trust' }));
    expect(approved?.text).toContain(yo('notice.partner_approved.line'));
    expect(approved?.text).toContain(yo('notice.footer'));

    const [order] = await mailTo(buyer.account.email);
    expect(order?.subject).toBe(yo('notice.order_updated.subject'));
    expect(order?.text).toContain(
      yo('notice.order_updated.line', {
        title: 'Adire',
        status: yo('status.order.accepted'),
      }),
    );
    expect(order?.text).toContain(
      yo('notice.order_updated.line', {
        title: 'Aso-oke',
        status: yo('status.order.updated'),
      }),
    );

    const [englishMail] = await mailTo(english.account.email);
    expect(englishMail?.subject).toBe('Your organisation is approved on CreativeNG');
    expect(englishMail?.html).toContain('<html lang="en">');
    expect(englishMail?.text).toBe(
      'Hello Lagos Arts Fund,\n\nYour organisation has been approved. You can now post offers, opportunities and trainings on CreativeNG.\n\nYou can choose which notices come by email in Settings → Notifications.\n',
    );
  });
});
