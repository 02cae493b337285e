import { type FormEvent, useMemo, useState } from 'react';
import { useFocusById } from '../../../components/form/focus';
import {
  type BoundField,
  checkWith,
  type FieldErrors,
  FORM_ERROR,
  firstErrorField,
  type SafeParser,
} from '../../../components/form/formErrors';
import { fieldErrorsFromIssues } from '../../../components/form/issues';
import { type AccountSchemas, loadAccountSchemas } from './accountSchemasLoader';
import { fieldOrder, type StepFields, stepOf } from './steps';

/*
 * A multi-step sign-up (business, partner): one form over every step's fields under the schemas' names, checked
 * by the shared schemas of the step it is on (loaded on first use), and by every step's with the terms when it is
 * sent. A message takes the person to the step of the first field in error and focuses that field; moving between
 * steps focuses the step's heading.
 *
 * The same shape as the form kit's useSchemaForm (field, change, errors, showErrors), kept on component state:
 * these are public pages at the edge of their first-download budget, and react-hook-form (about 12.7 KB gzip)
 * does not fit beside them yet (decision 0095).
 */

type Values = Record<string, unknown>;

export interface SignUpSteps<V extends Values, Output> {
  values: V;
  field: <Name extends keyof V & string>(name: Name) => BoundField<V[Name]>;
  change: <Name extends keyof V & string>(name: Name, value: V[Name]) => void;
  clearError: (name: keyof V & string) => void;
  errors: FieldErrors;
  showErrors: (errors: FieldErrors) => void;
  /** A message about the whole form (a failed call), where the person is. */
  setFormError: (message: string) => void;
  step: number;
  goTo: (step: number) => void;
  /** The form's onSubmit: Next checks the step; on the last step `send` gets the checked values of all. */
  onSubmit: (event: FormEvent) => void;
  /** Marks the phantom output type. */
  readonly output?: Output;
}

export function useSignUpSteps<V extends Values, Output>(options: {
  steps: StepFields;
  /** Each step's schema, in order: Next checks the step's, the last step checks them all with the terms. */
  stepSchemas: (schemas: AccountSchemas) => readonly SafeParser<Partial<Output>>[];
  input?: (values: V) => unknown;
  defaultValues: V;
  idOf: (field: string) => string;
  headingId: string;
  unreachable: () => string;
  send: (data: Output) => void;
}): SignUpSteps<V, Output> {
  const { steps, headingId, idOf } = options;
  const focus = useFocusById();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState(options.defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const last = Math.max(...Object.keys(steps).map(Number));
  const order = useMemo(() => fieldOrder(steps), [steps]);

  function goTo(next: number, withErrors?: FieldErrors) {
    setStep(next);
    const first = withErrors ? firstErrorField(withErrors, order) : undefined;
    focus(first && first !== FORM_ERROR ? idOf(first) : headingId);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, order);
    goTo(first && first !== FORM_ERROR ? stepOf(steps, first) : Math.min(step, last), next);
  }

  const clearError = (name: string) =>
    setErrors((current) => {
      const { [name]: _field, [FORM_ERROR]: _form, ...rest } = current;
      return rest;
    });

  function change<Name extends keyof V & string>(name: Name, value: V[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  async function submit() {
    let schemas: AccountSchemas;
    try {
      schemas = await loadAccountSchemas();
    } catch {
      return showErrors({ [FORM_ERROR]: options.unreachable() });
    }
    const each = options.stepSchemas(schemas);
    const checked = checkWith<Output>(
      step === last ? [...each, schemas.termsAcceptedSchema as SafeParser<Partial<Output>>] : (each[step - 1] ?? []),
      options.input ? options.input(values) : values,
    );
    if (!checked.ok) return showErrors(fieldErrorsFromIssues(checked.issues));
    setErrors({});
    if (step < last) goTo(step + 1);
    else options.send(checked.data);
  }

  return {
    values,
    field: (name) => ({
      id: idOf(name),
      value: values[name],
      onValueChange: (value) => change(name, value),
      error: errors[name],
    }),
    change,
    clearError,
    errors,
    showErrors,
    setFormError: (message) => setErrors({ [FORM_ERROR]: message }),
    step,
    goTo: (next) => goTo(next),
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
