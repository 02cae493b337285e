import { FIELD_MESSAGES } from '@creative-ng/shared/accounts/messages';
import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { PROFILE_MESSAGES } from '@creative-ng/shared/profiles/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ha from '../../../../packages/shared/src/i18n/locales/ha/shared.json';
import { CheckboxField, FormAlert, TextField } from '../components/form/controls';
import { Field } from '../components/ui/Field';
import { LanguageProvider, messageText } from './language';

/*
 * Validation and server messages (the shared schemas' English) show in the chosen language: the shared catalogue
 * of that language loads with the web catalogues, and fields, checkboxes and form alerts pass their text through it.
 */

const hausa = ha as Record<string, string>;

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
    expect(screen.queryByText(englishMessage(FIELD_MESSAGES.invalidEmail))).toBeNull();
  });

  it('fills in the values of a message with placeholders', async () => {
    const english = englishMessage(PROFILE_MESSAGES.tooManySkills, { max: 30 });
    expect(english).toBe('You can add at most 30 skills.');
    inHausa(<FormAlert message={english} />);
    const expected = (hausa['profile.tooManySkills'] as string).replaceAll('{max}', '30');
    expect(screen.getByRole('alert').contains(await screen.findByText(expected, {}, { timeout: 5000 }))).toBe(true);
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

  it('in English the message is shown as written, with nothing loaded', () => {
    render(
      <LanguageProvider>
        <Field label="Email" error={FIELD_MESSAGES.invalidEmail}>
          {(control) => <input {...control} />}
        </Field>
      </LanguageProvider>,
    );
    const english = 'Enter a valid email address, like name@example.com';
    expect(screen.getByText(english)).toBeTruthy();
    expect(messageText(FIELD_MESSAGES.invalidEmail)).toBe(english);
  });
});
