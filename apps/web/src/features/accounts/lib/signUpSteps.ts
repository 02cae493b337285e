import { type FormEvent, useMemo, useState } from 'react';
import { useFocusById } from '../../../components/form/focus';
import {
  type BoundField,
  type FieldErrors,
  FORM_ERROR,
  firstErrorField,
  messagesOf,
  type SafeParser,
  useSchemaForm,
} from '../../../components/form/schemaForm';
import { type AccountSchemas, loadAccountSchemas } from './accountSchemasLoader';
import { fieldOrder, type StepFields, stepOf } from './steps';

/*
 * A multi-step sign-up (business, partner): one react-hook-form form on the form kit over every step's fields
 * under the schemas' names, checked by the shared schema of the step it is on (loaded on first use), and by every
 * step's with the terms when it is sent. A message takes the person to the step of the first field in error and
 * focuses that field; moving between steps focuses the step's heading.
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

interface StepOptions<V extends Values, Output> {
  steps: StepFields;
  /** Each step's schema, in order: Next checks the step's, the last step checks them all with the terms. */
  stepSchemas: (schemas: AccountSchemas) => readonly SafeParser<Partial<Output>>[];
  input?: (values: V) => unknown;
  defaultValues: V;
  idOf: (field: string) => string;
  headingId: string;
  unreachable: () => string;
  send: (data: Output) => void;
}

export function useSignUpSteps<V extends Values, Output>(options: StepOptions<V, Output>): SignUpSteps<V, Output> {
  const { steps, headingId, idOf } = options;
  const focus = useFocusById();
  const [step, setStep] = useState(1);
  const last = Math.max(...Object.keys(steps).map(Number));
  const order = useMemo(() => fieldOrder(steps), [steps]);
  const kit = useSchemaForm<V, undefined, Output>({
    defaultValues: options.defaultValues as never,
    // The schema of the step the form is on when it is checked; the last step checks them all with the terms.
    schema: async () => {
      const schemas = await loadAccountSchemas();
      const each = options.stepSchemas(schemas);
      if (step < last) return each[step - 1] ?? [];
      return [...each, schemas.termsAcceptedSchema as SafeParser<Partial<Output>>];
    },
    input: options.input,
    unreachable: options.unreachable,
    idOf,
    order,
  });

  function goTo(next: number, withErrors?: FieldErrors) {
    setStep(next);
    const first = withErrors ? firstErrorField(withErrors, order) : undefined;
    focus(first && first !== FORM_ERROR ? idOf(first) : headingId);
  }

  /** Takes the person to the step of the first field in error (a form's message stays on this step). */
  function toFirstError(next: FieldErrors) {
    const first = firstErrorField(next, order);
    goTo(first && first !== FORM_ERROR ? stepOf(steps, first) : Math.min(step, last), next);
  }

  const submit = kit.form.handleSubmit(
    (data) => (step < last ? goTo(step + 1) : options.send(data)),
    (invalid) => toFirstError(messagesOf(invalid)),
  );

  return {
    values: kit.values,
    field: (name) => kit.field(name as never) as BoundField<V[typeof name]>,
    change: (name, value) => kit.change(name as never, value as never),
    clearError: (name) => kit.form.clearErrors([name, 'root'] as never),
    errors: kit.errors,
    showErrors: (next) => {
      kit.showErrors(next);
      toFirstError(next);
    },
    setFormError: (message) => kit.showErrors({ [FORM_ERROR]: message }),
    step,
    goTo: (next) => goTo(next),
    onSubmit: (event) => void submit(event),
  };
}
