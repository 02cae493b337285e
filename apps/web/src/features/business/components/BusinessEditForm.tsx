import { FIELD_MESSAGES } from '@creative-ng/shared/accounts/messages';
import type { BusinessEditRequest } from '@creative-ng/shared/profiles/business';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { type FieldErrors, FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useBusinessT } from '../i18n';
import { type BusinessProfile, editBusinessProfile, setCachedBusinessProfile } from '../lib/businessApi';
import {
  type BusinessEditValues,
  changedPayload,
  FORM_FIELD_ORDER,
  formFromProfile,
  SOCIAL_NETWORKS,
} from '../lib/payload';
import {
  BusinessDetailsFields,
  BusinessNeedsEditFields,
  BusinessSocialFields,
  EDIT_FIELD_ID,
} from './BusinessEditFields';

const ALERT_ID = 'business-edit-alert';
const tr = (text: string) => messageText(text);

/** The shared edit schema, loaded with the form's first check (zod is no part of the profile page's download). */
const loadSchema = async () => (await import('@creative-ng/shared/profiles/business')).businessEditRequestSchema;

/** The form's own rule beside the shared schema: a ticked network needs its address (unticking removes a link). */
function ownCheck(values: BusinessEditValues): FieldErrors {
  const own: FieldErrors = {};
  for (const network of SOCIAL_NETWORKS) {
    if (values[`show_${network}`] && values[network].trim() === '')
      own[network] = tr(messageText(FIELD_MESSAGES.invalidUrl));
  }
  return own;
}

/**
 * Edit business details: names, sector and area, state and LGA,
 * address, phone, website, social links chosen with checkboxes, and support needs. Checked with the shared
 * businessEditRequestSchema; only changed fields are sent. Field errors (from the schema or the server) sit
 * under their fields, and the first one gets focus.
 */
export function BusinessEditForm({ profile, onDone }: { profile: BusinessProfile; onDone: () => void }) {
  const t = useBusinessT();
  const client = useQueryClient();
  const [initial] = useState(() => formFromProfile(profile));
  // The shared schema checks what changed since `initial` (edit_profile takes any subset); what it gives is the
  // body to send: canonical state and LGA names, trimmed texts.
  const kit = useSchemaForm<BusinessEditValues, undefined, BusinessEditRequest>({
    defaultValues: initial,
    schema: loadSchema,
    input: (values) => changedPayload(values, initial),
    check: ownCheck,
    unreachable: () => t('business.edit.failed'),
    idOf: EDIT_FIELD_ID,
    order: FORM_FIELD_ORDER,
    alertId: ALERT_ID,
    // Messages for fields this form has no input for are shown above the buttons, never dropped.
    unplaced: 'form',
  });
  const save = useMutation({ mutationFn: editBusinessProfile });

  const onSubmit = kit.submit((body) => {
    if (save.isPending) return;
    if (Object.keys(body).length === 0) {
      toast.info(t('business.edit.noChanges'));
      onDone();
      return;
    }
    save.mutate(body, {
      onSuccess: (response) => {
        setCachedBusinessProfile(client, response.data);
        toast.success(tr(response.message) || t('profile.updated'), {
          duration: TOAST_DURATIONS.profileUpdate,
        });
        onDone();
      },
      onError: (error) => kit.refuseAtFields(error, t('business.edit.failed'), (message) => toast.error(message)),
    });
  }, kit.fail);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('business.edit.requiredNote')}</p>
      <BusinessDetailsFields form={kit} />
      <BusinessSocialFields form={kit} />
      <BusinessNeedsEditFields form={kit} />
      <div id={ALERT_ID} tabIndex={-1} className="outline-none">
        <FormAlert message={kit.errors[FORM_ERROR]} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('business.edit.cancel')}
        </Button>
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {save.isPending ? t('business.edit.busy') : t('business.edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
