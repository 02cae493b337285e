import { FIELD_MESSAGES } from '@creative-ng/shared/accounts/messages';
import { PROFILE_MESSAGES } from '@creative-ng/shared/profiles/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import englishText from '../../../../packages/shared/src/i18n/locales/en/shared.json?raw';
import hausaText from '../../../../packages/shared/src/i18n/locales/ha/shared.json?raw';
import { CheckboxField, FormAlert, TextField } from '../components/form/controls';
import { Field } from '../components/ui/Field';
import { LanguageProvider, messageText } from './language';

/*
 * Validation and server messages (the shared schemas' codes) show in the chosen language: the shared catalogue of
 * that language loads with the web catalogues, and fields, checkboxes and form alerts word a code through it.
 */

// The files as a translator edits them (a plain import gets them compiled for Lingui).
const hausa: Record<string, string> = JSON.parse(hausaText);
const english: Record<string, string> = JSON.parse(englishText);

function inHausa(children: React.ReactNode) {
  window.localStorage.setItem('cng.language', 'ha');
  return render(<LanguageProvider>{children}</LanguageProvider>);
}

describe('shared messages in the chosen language', () => {
  it('a Field shows the Hausa text of a schema message given by code', async () => {
    inHausa(
      <Field label="Email" error={FIELD_MESSAGES.invalidEmail}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const shown = await screen.findByText(hausa['field.invalidEmail'] as string, {}, { timeout: 5000 });
    expect(shown.id).toMatch(/-error$/);
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain(shown.id);
    expect(screen.queryByText(english['field.invalidEmail'] as string)).toBeNull();
  });

  it('fills in the values of a message with placeholders', async () => {
    inHausa(<FormAlert message={null} />);
    const expected = (hausa['profile.tooManySkills'] as string).replaceAll('{max}', '30');
    await expect.poll(() => messageText(PROFILE_MESSAGES.tooManySkills, { max: 30 }), { timeout: 5000 }).toBe(expected);
  });

  it('text fields, checkboxes and toasts (outside React) translate too; unknown text stays as written', async () => {
    inHausa(
      <>
        <TextField id="name" label="Name" value="" onValueChange={() => {}} error={FIELD_MESSAGES.tooLong} />
        <CheckboxField
          id="terms"
          label="Terms"
          checked={false}
          onCheckedChange={() => {}}
          error="Not a shared message"
        />
      </>,
    );
    await screen.findByText(hausa['field.tooLong'] as string, {}, { timeout: 5000 });
    expect(screen.getByText('Not a shared message')).toBeTruthy();
    expect(messageText(FIELD_MESSAGES.invalidEmail)).toBe(hausa['field.invalidEmail']);
  });

  it('in English a code reads in English once the shared catalogue has loaded', async () => {
    window.localStorage.setItem('cng.language', 'en');
    render(
      <LanguageProvider>
        <Field label="Email" error={FIELD_MESSAGES.invalidEmail}>
          {(control) => <input {...control} />}
        </Field>
      </LanguageProvider>,
    );
    const words = 'Enter a valid email address, like name@example.com';
    expect(await screen.findByText(words, {}, { timeout: 5000 })).toBeTruthy();
    expect(messageText(FIELD_MESSAGES.invalidEmail)).toBe(words);
  });
});
