import type { ProposalDecisionRequest } from '@creative-ng/shared/proposals/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert, SubmitButton, TextAreaField } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { FieldError } from '../../../components/ui/Field';
import { toast } from '../../../lib/toast';
import { useProposalsT } from '../i18n';
import { decideProposal, type ProposalDetail, refreshProposals } from '../lib/proposalsApi';

type DecisionValues = { status: ProposalDecisionRequest['status'] | ''; reason: string };
const DECISIONS = ['APPROVED', 'REJECTED'] as const;

const loadSchema = async () => (await import('@creative-ng/shared/proposals/index')).proposalDecisionSchema;
/** What the schema reads: no choice yet is no status; an empty reason is left out. */
const decisionInput = ({ status, reason }: DecisionValues) => ({
  status: status || undefined,
  ...(reason.trim() ? { reason } : {}),
});

/**
 * The host approves or rejects a PENDING proposal, with an optional reason: a react-hook-form form checked by the
 * shared proposalDecisionSchema, saved as a mutation. Without a choice it says every field is required.
 */
export function DecisionForm({ proposal }: { proposal: ProposalDetail }) {
  const t = useProposalsT();
  const id = useId();
  const client = useQueryClient();
  const kit = useSchemaForm<DecisionValues, undefined, ProposalDecisionRequest>({
    defaultValues: { status: '', reason: '' },
    schema: loadSchema,
    input: decisionInput,
    unreachable: () => t('error.INTERNAL'),
    idOf: (field) => `${id}-${field}`,
    order: ['status', 'reason'],
  });
  const save = useMutation({
    mutationFn: (body: ProposalDecisionRequest) => decideProposal(proposal.id, body.status, body.reason ?? ''),
  });
  const submit = kit.form.handleSubmit(
    (body) => {
      if (save.isPending) return;
      save.mutate(body, {
        onSuccess: async () => {
          await refreshProposals(client);
          toast.success(t('proposals.decide.saved'), { duration: TOAST_DURATIONS.quickSuccess });
        },
        onError: (cause) => kit.refuse(cause, t('error.INTERNAL')),
      });
    },
    // The schema's word for a missing choice is generic; this form has always said every field is required.
    (errors) => {
      const required = t('proposal.allRequired');
      kit.fail({
        reason: errors.reason?.message,
        ...(errors.status ? { status: required } : {}),
        [FORM_ERROR]: required,
      });
    },
  );
  const statusError = kit.errors.status;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('proposals.decide.title')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <fieldset className="flex flex-col gap-1" aria-describedby={statusError ? `${id}-status-error` : undefined}>
          <legend className="sr-only">{t('proposals.decide.title')}</legend>
          {DECISIONS.map((value, at) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
              <input
                type="radio"
                id={at === 0 ? `${id}-status` : undefined}
                name={`${id}-status`}
                value={value}
                checked={kit.values.status === value}
                onChange={() => kit.change('status', value)}
                aria-invalid={statusError ? true : undefined}
                className="size-5 accent-primary"
              />
              {value === 'APPROVED' ? t('proposals.decide.approve') : t('proposals.decide.reject')}
            </label>
          ))}
          <FieldError id={`${id}-status-error`} error={statusError} />
        </fieldset>
        <TextAreaField {...kit.field('reason')} label={t('proposals.decide.reason')} maxLength={1000} />
        <SubmitButton busy={save.isPending}>{t('proposals.decide.submit')}</SubmitButton>
      </form>
    </section>
  );
}
