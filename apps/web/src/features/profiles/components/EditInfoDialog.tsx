import type { CreativeEditRequest } from '@creative-ng/shared/profiles/schemas';
import { SelectField, TextAreaField, TextField, URL_INPUT } from '../../../components/form/controls';
import type { SchemaForm } from '../../../components/form/schemaForm';
import { useReference } from '../../../lib/api';
import { useProfilesT } from '../i18n';
import {
  type CreativeProfile,
  EDIT_FIELDS,
  type EditField,
  type EditValues,
  editChanges,
  editValuesOf,
} from '../lib/profile';
import { editProfile, updateCachedProfile } from '../lib/profilesApi';
import { EditDialogFrame, type EditDialogProps, useEditDialogForm } from './EditDialogFrame';
import { ChainedSelects, WorkChoices } from './ReferenceSelects';

const id = (field: string) => `edit-${field}`;

/** The shared edit schema, loaded with the form's first check. */
const loadSchema = async () => (await import('@creative-ng/shared/profiles/schemas')).creativeEditRequestSchema;

type EditKit = SchemaForm<EditValues, undefined, unknown>;

/** The dialog's fields, under the edit schema's names; a new state or sector empties the LGA or category. */
function EditInfoFields({ form }: { form: EditKit }) {
  const t = useProfilesT();
  const reference = useReference();
  const { field } = form;
  const stateNames = (reference.data?.states ?? []).map((state) => state.state);
  const text = (name: EditField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...field(name)} label={label} {...extra} />
  );
  return (
    <>
      <TextAreaField
        {...field('bio')}
        label={t('profiles.edit.bio')}
        hint={t('profiles.edit.bioHint')}
        rows={5}
        maxLength={1000}
      />
      {text('expertise', t('profiles.edit.expertise'), { hint: t('profiles.edit.expertiseHint'), maxLength: 120 })}
      <WorkChoices form={form} names={{ employment: 'employment_status', education: 'level_of_education' }} />
      <ChainedSelects
        form={form}
        first="origin_state"
        second="lga_origin"
        kind="origin"
        labels={{ first: t('profiles.edit.originState'), second: t('profiles.edit.lga') }}
      />
      <SelectField
        {...field('residence_state')}
        label={t('profiles.edit.residenceState')}
        placeholder={t('profiles.chooseState')}
        options={stateNames.map((name) => ({ value: name, label: name }))}
      />
      {text('address', t('profiles.edit.address'), { autoComplete: 'street-address', maxLength: 300 })}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-bold text-ink">{t('profiles.edit.socialLegend')}</legend>
        {(['facebook', 'instagram', 'twitter'] as const).map((network) =>
          text(network, t(`profiles.social.${network}` as const), {
            ...URL_INPUT,
            placeholder: t(`profiles.edit.${network}Placeholder` as const),
          }),
        )}
      </fieldset>
    </>
  );
}

/**
 * 'Edit My Information': bio, employment status, education, expertise, sector → category,
 * state of origin → LGA, state of residence, address and social links. Only changed fields are sent; an
 * emptied field is cleared. Every error is shown and tied to its field (the old front end swallowed them).
 * Loaded on first open: it brings the dialog; the shared zod schema loads with the first check.
 */
export default function EditInfoDialog({ profile, ...dialog }: { profile: CreativeProfile } & EditDialogProps) {
  const t = useProfilesT();
  const form = useEditDialogForm({
    initial: (): EditValues => editValuesOf(profile),
    changes: editChanges,
    load: loadSchema,
    idOf: id,
    order: EDIT_FIELDS,
    save: (changes: CreativeEditRequest) => editProfile(changes),
    saved: updateCachedProfile,
    close: () => dialog.onOpenChange(false),
  });

  return (
    <EditDialogFrame
      dialog={dialog}
      form={form}
      title={t('profiles.edit.title')}
      description={t('profiles.edit.description')}
      alertId="edit-form-alert"
      saveLabel={t('profiles.edit.save')}
    >
      <EditInfoFields form={form.kit} />
    </EditDialogFrame>
  );
}
