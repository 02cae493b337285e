import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useBusinessT } from '../i18n';
import { type BusinessProfile, saveCacNumber, setCachedBusinessProfile } from '../lib/businessApi';

const INPUT_ID = 'business-cac-number';
const ALERT_ID = 'business-cac-alert';

type Values = { id: string };
type Checked = { id: string; verification_type: 'CAC' };

/** The shared verification schema, loaded with the first check. */
const loadSchema = async () =>
  (await import('@creative-ng/shared/profiles/business')).businessVerificationRequestSchema;

/** The CAC number with its own small form on the form kit (POST prop/business/verification). */
export function CacForm({ profile }: { profile: BusinessProfile }) {
  const t = useBusinessT();
  const client = useQueryClient();
  const focus = useFocusById();
  const kit = useSchemaForm<Values, undefined, Checked>({
    defaultValues: { id: profile.cac_number ?? '' },
    schema: loadSchema,
    input: (values) => ({ id: values.id, verification_type: 'CAC' }),
    unreachable: () => t('business.cac.failed'),
    idOf: () => INPUT_ID,
    order: ['id'],
  });
  const save = useMutation({ mutationFn: saveCacNumber });

  const onSubmit = kit.submit((checked) => {
    if (save.isPending) return;
    save.mutate(checked.id, {
      onSuccess: (response) => {
        setCachedBusinessProfile(client, response.data);
        kit.change('id', response.data.cac_number ?? checked.id);
        toast.success(messageText(response.message), { duration: TOAST_DURATIONS.profileUpdate });
      },
      onError: (cause) => {
        // The server names the number 'id' or 'cac_number': either is this field's message.
        const fields = serverFieldErrors(cause);
        const fieldMessage = fields.id ?? fields.cac_number;
        if (fieldMessage) return kit.fail({ id: fieldMessage });
        const message = failureMessage(cause, t('business.cac.failed'));
        kit.showErrors({ [FORM_ERROR]: message });
        toast.error(message);
        focus(ALERT_ID);
      },
    });
  });

  return (
    <section
      aria-labelledby="business-cac-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id="business-cac-heading" className="text-lg font-bold text-ink">
        {t('business.cac.heading')}
      </h2>
      <p className="text-muted">
        {profile.cac_number ? t('business.cac.current', { number: profile.cac_number }) : t('business.cac.none')}
      </p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          {...kit.field('id')}
          label={t('business.cac.label')}
          hint={t('business.cac.hint')}
          autoCapitalize="characters"
          spellCheck={false}
          className="flex-1"
        />
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {save.isPending ? t('business.cac.busy') : t('business.cac.save')}
        </SubmitButton>
      </form>
      <div id={ALERT_ID} tabIndex={-1} className="outline-none">
        <FormAlert message={kit.errors[FORM_ERROR]} />
      </div>
    </section>
  );
}
