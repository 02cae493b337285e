import { useCallback, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useFocusById } from './focus';
import {
  type BoundField,
  checkWith,
  type FieldErrors,
  FORM_ERROR,
  type FormSchemas,
  firstErrorField,
  messagesOf,
  type PartSchemas,
} from './formErrors';
import { refusalErrors } from './refusal';

// The kit's types and helpers that import nothing at run time, for the forms to import from here.
export * from './formErrors';

/** The words of the messages load with the schemas (the shared catalogue is no part of a first download). */
const loadWords = () => import('./issues');

/*
 * The form kit (decision 0095): every form is a react-hook-form form whose resolver is the shared zod schema,
 * with the schema's field names as the form's field names. The schema is loaded when the form is first checked
 * (a lazy import, so zod stays out of a page's first download); its issues become one message per field, the
 * first issue of each, in the words of the shared catalogue (the issue's code and its values). A message that
 * belongs to no one field is the form's (`root`). The controls stay the labelled, controlled ones of
 * components/form/controls: `field(name)` gives a control its value, its setter and its error.
 */

/**
 * A react-hook-form resolver from shared schemas. `load` gives the schemas for the values and the form's context
 * (a lazy import, awaited at each check: after the first it is settled); `input` shapes the form's values into
 * what the schemas read (an unticked need's detail left out, an empty choice as undefined). If the schemas
 * cannot load (the connection dropped), the form's message is `unreachable()` and nothing is sent.
 */
export function schemaResolver<Values extends FieldValues, Output, Context = undefined>(
  load: (context: Context) => Promise<FormSchemas<Output> | PartSchemas<Output>>,
  options: { input?: (values: Values, context: Context) => unknown; unreachable: () => string },
): Resolver<Values, Context, Output> {
  return async (values, context) => {
    let schemas: FormSchemas<Output> | PartSchemas<Output>;
    let words: Awaited<ReturnType<typeof loadWords>>;
    try {
      [schemas, words] = await Promise.all([load(context as Context), loadWords()]);
    } catch {
      return { values: {}, errors: { root: { type: 'unreachable', message: options.unreachable() } } } as never;
    }
    const input = options.input ? options.input(values, context as Context) : values;
    const checked = checkWith<Output>(schemas, input);
    if (checked.ok) return { values: checked.data, errors: {} };
    const { issues } = checked;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(words.fieldErrorsFromIssues(issues))) {
      if (message) errors[field === FORM_ERROR ? 'root' : field] = { type: 'schema', message };
    }
    return { values: {}, errors: errors as never };
  };
}

/**
 * `resolver` and the form's own check of what no schema holds (a choice that picks the call, not a field of its
 * body): the check's messages join the schema's, and the form is sent only when both pass.
 */
export function withOwnCheck<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  check: (values: Values) => FieldErrors,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const own = Object.entries(check(values)).filter(([, message]) => message);
    if (own.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of own) errors[name] = { type: 'own', message };
    return { values: {}, errors } as never;
  };
}

export interface SchemaForm<Values extends FieldValues, Context, Output> {
  form: UseFormReturn<Values, Context, Output>;
  /** The values as they are now. */
  values: Values;
  /** A control's id, value, setter (clears its own and the form's message) and error. */
  field: <Name extends FieldPath<Values>>(name: Name) => BoundField<FieldPathValue<Values, Name>>;
  /** Sets a value as a person would (clears its own and the form's message), e.g. for a dependent choice. */
  change: <Name extends FieldPath<Values>>(name: Name, value: FieldPathValue<Values, Name>) => void;
  /** Each field's message, and the form's under FORM_ERROR. */
  errors: FieldErrors;
  /** Shows messages (the server's, a check of the form's own), each under its field; FORM_ERROR for the form. */
  showErrors: (errors: FieldErrors) => void;
  /** Shows messages as showErrors does and focuses the first field in error, in the form's order. */
  fail: (errors: FieldErrors) => void;
  /**
   * Shows a refused save: the server's messages at their fields and the failure (the server's, else `fallback`) in
   * the form's footer, or with `footer: 'else'` only when no field has a message; focus on the first field in
   * error (else the alert). Returns the failure's words (for a toast).
   */
  refuse: (cause: unknown, fallback: string, footer?: 'always' | 'else') => string;
  /**
   * Shows a refused save at its fields; when the server named none, its failure (else `fallback`) goes to the
   * form's footer, with focus on the alert, and to `say` (a toast).
   */
  refuseAtFields: (cause: unknown, fallback: string, say: (message: string) => void) => void;
  /**
   * Shows a failed check's messages as `fail` does, the first of them (in the form's order) above the form too;
   * returns that one (for a toast).
   */
  headline: (errors: FieldErrors) => string | undefined;
  /**
   * The form's onSubmit: `valid` gets the checked values; `invalid` gets a failed check's messages (already at
   * their fields), and without it focus moves to the first field in error.
   */
  submit: (
    valid: SubmitHandler<Output>,
    invalid?: (errors: FieldErrors) => void,
  ) => ReturnType<UseFormReturn<Values, Context, Output>['handleSubmit']>;
}

/** Messages for fields the form has no input for (none in `order`) join the form's message, never dropped. */
function placedIn(order: readonly string[], raw: FieldErrors): FieldErrors {
  const next: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(raw)) {
    if (!message) continue;
    if (field === FORM_ERROR || order.includes(field)) next[field] = message;
    else unplaced.push(message);
  }
  if (unplaced.length > 0) next[FORM_ERROR] = [next[FORM_ERROR], ...unplaced].filter(Boolean).join(' ');
  return next;
}

/** What a form on the kit is: its values, its shared schema, its own check and where its messages go. */
export interface SchemaFormOptions<Values extends FieldValues, Context, Output> {
  defaultValues: DefaultValues<Values>;
  /**
   * The shared schema (or several, whose results merge) that checks the form, as a lazy import: it loads with the
   * first check (zod is no part of a page's first download).
   */
  schema: (context: Context) => Promise<FormSchemas<Output> | PartSchemas<Output>>;
  /** Shapes the form's values into what the schema reads (an empty choice as undefined, a detail left out). */
  input?: (values: Values, context: Context) => unknown;
  /** The form's own check of what no schema holds (a choice that picks the call); its messages join the schema's. */
  check?: (values: Values) => FieldErrors;
  /** The form's message when the schema cannot load (the connection dropped): nothing is sent. */
  unreachable: () => string;
  context?: Context;
  idOf: (field: string) => string;
  /** The fields in page order, for focus (the first in error); without it, the first message's field. */
  order?: readonly string[];
  /** A focusable element around the form's alert: focus goes there when the form's message is the only one. */
  alertId?: string;
  /** 'form': a message for a field not in `order` (the form has no input for it) is shown with the form's. */
  unplaced?: 'form';
}

/**
 * The resolver of a form on the kit: its schema, shaped by `input`, and its own `check`. Made once; each check reads
 * the form's latest options (so a form's words, its step or what it compares with are those of its last render).
 */
function useKitResolver<Values extends FieldValues, Context, Output>(
  options: SchemaFormOptions<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  const latest = useRef(options);
  latest.current = options;
  const [resolver] = useState(() =>
    withOwnCheck(
      schemaResolver<Values, Output, Context>((context) => latest.current.schema(context), {
        input: (values, context) => {
          const { input } = latest.current;
          return input ? input(values, context) : values;
        },
        unreachable: () => latest.current.unreachable(),
      }),
      (values) => latest.current.check?.(values) ?? {},
    ),
  );
  return resolver;
}

/**
 * A react-hook-form form checked by its shared schema when it is submitted (not while typing, as before: a message
 * steps aside when its field changes and comes back only at the next submit). `idOf` names each control's id.
 */
export function useSchemaForm<Values extends FieldValues, Context = undefined, Output = Values>(
  options: SchemaFormOptions<Values, Context, Output>,
): SchemaForm<Values, Context, Output> {
  const resolver = useKitResolver(options);
  const form = useForm<Values, Context, Output>({
    defaultValues: options.defaultValues,
    resolver,
    context: options.context,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first field in error in the page's order, by id (the controls are controlled).
    shouldFocusError: false,
  });
  const values = form.watch();
  const { errors: state } = form.formState;
  const errors = messagesOf(state);
  const { setValue, clearErrors, setError } = form;
  const change = useCallback(
    <Name extends FieldPath<Values>>(name: Name, value: FieldPathValue<Values, Name>) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors([name, 'root'] as never);
    },
    [setValue, clearErrors],
  );
  const showErrors = useCallback(
    (next: FieldErrors) => {
      clearErrors();
      for (const [name, message] of Object.entries(next)) {
        if (message) setError((name === FORM_ERROR ? 'root' : name) as never, { type: 'shown', message });
      }
    },
    [clearErrors, setError],
  );
  const { idOf, order = [], alertId } = options;
  const focus = useFocusById();
  const focusFirst = (next: FieldErrors) => {
    const first = firstErrorField(next, order);
    if (first && first !== FORM_ERROR) focus(idOf(first));
    else if (first) focus(alertId);
  };
  const fail = (raw: FieldErrors) => {
    const next = options.unplaced === 'form' ? placedIn(order, raw) : raw;
    showErrors(next);
    focusFirst(next);
  };
  const headline = (next: FieldErrors) => {
    const first = firstErrorField(next, order);
    const message = first ? next[first] : undefined;
    fail({ ...next, [FORM_ERROR]: message });
    return message;
  };
  const refuse = (cause: unknown, fallback: string, footer: 'always' | 'else' = 'always') => {
    const { errors: next, message } = refusalErrors(cause, fallback);
    const { [FORM_ERROR]: _footer, ...fields } = next;
    fail(footer === 'else' && Object.keys(fields).length > 0 ? fields : next);
    return message;
  };
  const refuseAtFields = (cause: unknown, fallback: string, say: (message: string) => void) => {
    const { errors: next, message } = refusalErrors(cause, fallback);
    const { [FORM_ERROR]: _footer, ...fields } = next;
    if (Object.keys(fields).length > 0) return fail(fields);
    fail(next);
    say(message);
  };
  const submit = (valid: SubmitHandler<Output>, invalid: (next: FieldErrors) => void = focusFirst) =>
    form.handleSubmit(valid, (errors) => invalid(messagesOf(errors)));
  const field = <Name extends FieldPath<Values>>(name: Name): BoundField<FieldPathValue<Values, Name>> => ({
    id: idOf(name),
    value: form.getValues(name),
    onValueChange: (value) => change(name, value),
    error: errors[name],
  });
  return { form, values, field, change, errors, showErrors, fail, headline, refuse, refuseAtFields, submit };
}
