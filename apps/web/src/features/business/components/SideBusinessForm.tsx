import type { OwnedBusinessRequest } from '@creative-ng/shared/profiles/business';
import { ADD_BUSINESS_SECTORS } from '@creative-ng/shared/reference/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EMAIL_INPUT,
  FormAlert,
  PHONE_INPUT,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { lookupDynamic, useBusinessT } from '../i18n';
import { businessKeys, type SideBusiness, saveSideBusiness } from '../lib/businessApi';
import { SIDE_FIELDS, type SideValues, sidePayload, sideValuesFrom } from '../lib/sideBusiness';

const tr = (text: string) => messageText(text);

/** The shared add-business schema, loaded with the form's first check. */
const loadSchema = async () => (await import('@creative-ng/shared/profiles/business')).ownedBusinessRequestSchema;

/**
 * The add-business form: business name, CAC number (optional), address, sector, email
 * and phone, checked with the shared ownedBusinessRequestSchema (its resolver), saved with PUT prop/users/business.
 * Used in the dialog of /bussinesspage and on /addbusiness.
 */
export function SideBusinessForm({
  idPrefix,
  initial,
  onSaved,
  onCancel,
}: {
  idPrefix: string;
  initial?: SideBusiness | null;
  onSaved: (business: SideBusiness) => void;
  onCancel?: () => void;
}) {
  const t = useBusinessT();
  const client = useQueryClient();
  const id = (field: string) => `${idPrefix}-${field}`;
  const alertId = id('alert');
  const kit = useSchemaForm<SideValues, undefined, OwnedBusinessRequest>({
    defaultValues: sideValuesFrom(initial),
    schema: loadSchema,
    input: sidePayload,
    unreachable: () => t('business.side.failed'),
    idOf: id,
    order: SIDE_FIELDS,
    alertId,
    // Messages for fields this form has no input for go above the buttons, never dropped.
    unplaced: 'form',
  });
  const { field } = kit;
  const save = useMutation({ mutationFn: saveSideBusiness });

  const onSubmit = kit.submit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: (response) => {
        client.setQueryData(businessKeys.side, response.data);
        toast.success(tr(response.message) || t('businessProfile.businessSaved'));
        onSaved(response.data);
      },
      onError: (error) => kit.refuseAtFields(error, t('business.side.failed'), (message) => toast.error(message)),
    });
  }, kit.fail);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('business.edit.requiredNote')}</p>
      <TextField {...field('name')} label={t('business.side.name')} autoComplete="organization" required />
      <TextField
        {...field('cac_number')}
        label={t('business.side.cac')}
        hint={t('business.side.cacHint')}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextAreaField {...field('address')} label={t('business.side.address')} required rows={3} maxLength={300} />
      <SelectField
        {...field('sector')}
        label={t('business.side.sector')}
        placeholder={t('business.side.chooseSector')}
        required
        options={ADD_BUSINESS_SECTORS.map((sector) => ({
          value: sector,
          label: lookupDynamic(t, `business.sectors.${sector}`, sector),
        }))}
      />
      <TextField {...field('email')} label={t('business.side.email')} {...EMAIL_INPUT} required />
      <TextField
        {...field('phone_number')}
        label={t('business.side.phone')}
        hint={t('business.side.phoneHint')}
        {...PHONE_INPUT}
        required
      />
      <div id={alertId} tabIndex={-1} className="outline-none">
        <FormAlert message={kit.errors[FORM_ERROR]} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('business.side.cancel')}
          </Button>
        ) : null}
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {save.isPending ? t('business.side.busy') : t('business.side.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
