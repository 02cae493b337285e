import type { PartnerEditRequest } from '@creative-ng/shared/profiles/partner';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@creative-ng/shared/reference/options';
import type { QueryClient } from '@tanstack/react-query';
import { TextAreaField, TextField, URL_INPUT } from '../../../components/form/controls';
import type { SchemaForm } from '../../../components/form/schemaForm';
import { apiFetch } from '../../../lib/api';
import { useProfilesT } from '../i18n';
import {
  PARTNER_EDIT_FIELDS,
  type PartnerEditField,
  type PartnerEditValues,
  type PartnerOwnProfile as Profile,
  partnerEditChanges,
  partnerEditValuesOf,
} from '../lib/partner';
import { EditDialogFrame, type EditDialogProps, useEditDialogForm } from './EditDialogFrame';
import { ReferenceSelect } from './ReferenceSelects';

const fieldId = (field: string) => `partner-edit-${field}`;

/** The shared partner edit schema, loaded with the form's first check. */
const loadSchema = async () => (await import('@creative-ng/shared/profiles/partner')).partnerEditRequestSchema;

/** PUT /api/prop/partner-reg/profile with what changed. */
function savePartnerProfile(changes: PartnerEditRequest) {
  return apiFetch<Profile>('/api/prop/partner-reg/profile', { method: 'PUT', json: changes });
}

type PartnerKit = SchemaForm<PartnerEditValues, undefined, unknown>;

/** The organisation, its contact person and the partnership, under the edit schema's names. */
function PartnerEditFields({ form }: { form: PartnerKit }) {
  const t = useProfilesT();
  const text = (field: PartnerEditField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...form.field(field)} label={label} {...extra} />
  );
  const select = (field: PartnerEditField, label: string, choices: readonly string[]) => (
    <ReferenceSelect {...form.field(field)} label={label} choices={choices} required />
  );
  const area = (field: PartnerEditField, label: string) => (
    <TextAreaField {...form.field(field)} label={label} rows={4} maxLength={2000} required />
  );
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-bold text-ink">{t('profiles.partner.orgTitle')}</legend>
        {text('name', t('profiles.partner.name'), { required: true, maxLength: 160, autoComplete: 'organization' })}
        {text('website', t('profiles.partner.website'), {
          hint: t('profiles.partner.websiteHint'),
          ...URL_INPUT,
        })}
        {select('industry', t('profiles.partner.industry'), ORGANIZATION_SECTORS)}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-bold text-ink">{t('profiles.partner.contactTitle')}</legend>
        {text('user_name', t('profiles.partner.contactName'), {
          required: true,
          maxLength: 120,
          autoComplete: 'name',
        })}
        {text('user_email', t('profiles.partner.contactEmail'), {
          required: true,
          type: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {text('user_phone_number', t('profiles.partner.contactPhone'), {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          hint: t('profiles.partner.contactPhoneHint'),
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-bold text-ink">{t('profiles.partner.partnershipTitle')}</legend>
        {select('partner_type', t('profiles.partner.partnerType'), PARTNER_TYPES)}
        {area('goals', t('profiles.partner.goals'))}
        {area('outcome', t('profiles.partner.outcome'))}
      </fieldset>
    </>
  );
}

/**
 * The partner's edit dialog: only changed fields are sent, checked first with the shared partner edit schema;
 * every message is tied to its field and the first gets focus. `onSaved` puts the new profile in the caches.
 */
export function PartnerEditDialog({
  profile,
  onSaved,
  ...dialog
}: {
  profile: Profile;
  onSaved: (client: QueryClient, profile: Profile) => void;
} & EditDialogProps) {
  const t = useProfilesT();
  const form = useEditDialogForm({
    initial: (): PartnerEditValues => partnerEditValuesOf(profile),
    changes: (initial: PartnerEditValues, values: PartnerEditValues) =>
      partnerEditChanges(initial, values) as PartnerEditRequest,
    load: loadSchema,
    idOf: fieldId,
    order: PARTNER_EDIT_FIELDS,
    save: savePartnerProfile,
    saved: onSaved,
    close: () => dialog.onOpenChange(false),
  });

  return (
    <EditDialogFrame
      dialog={dialog}
      form={form}
      title={t('profiles.partner.editTitle')}
      description={t('profiles.partner.editDescription')}
      alertId="partner-edit-alert"
      saveLabel={t('profiles.partner.save')}
    >
      <PartnerEditFields form={form.kit} />
    </EditDialogFrame>
  );
}
