import { businessStep2Schema, termsAcceptedSchema } from '@creative-ng/shared/accounts/schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './controls';
import { FORM_ERROR, schemaResolver, useSchemaForm } from './schemaForm';

type Values = { email: string; phone_number: string; terms_accepted: boolean };
const EMPTY: Values = { email: '', phone_number: '', terms_accepted: false };
const options = { criteriaMode: 'firstError', fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it("gives each field its first message in the schema's words, and merges several schemas", async () => {
    const resolver = schemaResolver<Values, Values>(async () => [businessStep2Schema, termsAcceptedSchema], {
      unreachable: () => 'offline',
    });
    const result = await resolver(EMPTY, undefined, options);
    expect(result.values).toEqual({});
    expect(Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]))).toEqual({
      email: 'Email is required.',
      phone_number: 'Phone number is required.',
      terms_accepted: 'Please agree to the terms of use to continue.',
    });
  });

  it('returns the checked values when every schema passes, shaped by `input` first', async () => {
    const resolver = schemaResolver<Values, Values>(async () => businessStep2Schema, {
      input: (values) => ({ ...values, email: values.email.toUpperCase() }),
      unreachable: () => 'offline',
    });
    const result = await resolver(
      { ...EMPTY, email: 'ada@example.ng', phone_number: '0803 123 4567' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'ada@example.ng', phone_number: '+2348031234567' });
  });

  it("gives the form's message when the schemas cannot load", async () => {
    const resolver = schemaResolver<Values, Values>(() => Promise.reject(new Error('offline')), {
      unreachable: () => 'Network error',
    });
    const result = await resolver(EMPTY, undefined, options);
    expect(result.errors.root?.message).toBe('Network error');
  });
});

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const kit = useSchemaForm<Values>({
    defaultValues: EMPTY,
    schema: async () => businessStep2Schema,
    unreachable: () => 'offline',
    idOf: (name) => `test-${name}`,
  });
  return (
    <form noValidate onSubmit={(event) => void kit.form.handleSubmit(onValid)(event)}>
      <TextField {...kit.field('email')} label="Email" />
      <TextField {...kit.field('phone_number')} label="Phone" />
      <p data-testid="form-error">{kit.errors[FORM_ERROR]}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows each message at its field on submit and drops it when that field changes', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Email is required.');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.id).toBe('test-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(email, { target: { value: 'ada@example.ng' } });
    await waitFor(() => expect(screen.queryByText('Email is required.')).toBeNull());
    expect(screen.getByText('Phone number is required.')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '08031234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ email: 'ada@example.ng', phone_number: '+2348031234567' });
  });
});
