import { PROPOSAL_LIMITS, type ProposalRequest } from '@creative-ng/shared/proposals/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Dialog } from '../../../components/ui/Dialog';
import { clearDraft, draftAccountId, draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { fileToBase64 } from '../../../lib/upload';
import { useProposalsT } from '../i18n';
import {
  documentProblem,
  PROPOSAL_FIELDS,
  type ProposalDraft,
  type ProposalValues,
  proposalInput,
  proposalStart,
  staleChoice,
} from '../lib/proposalForm';
import { refreshProposals, sendProposal, useHosts } from '../lib/proposalsApi';
import { ProposalDocumentsField } from './ProposalDocumentsField';

export { acceptedDocument } from '../lib/proposalForm';

const loadSchema = async () => (await import('@creative-ng/shared/proposals/index')).proposalRequestSchema;
const showFor = (message: string) => toast.error(message, { duration: TOAST_DURATIONS.error });

/**
 * The proposal form's state: a react-hook-form form checked by the shared proposalRequestSchema, the text kept
 * on this device as a draft (per account, gone at sign-out), documents read as they are chosen, and the send as
 * a mutation.
 */
function useProposalForm(initialHostId: string, initialOpportunityId: string, done: () => void, open: boolean) {
  const t = useProposalsT();
  const id = useId();
  const idOf = (field: string) => `${id}-${field}`;
  const client = useQueryClient();
  const hosts = useHosts(open, initialHostId);
  const draftAt = draftKey('proposal', draftAccountId(useSession()));
  const [draft] = useState(() => loadDraft<ProposalDraft>(draftAt));
  const [restored, setRestored] = useState(Boolean(draft));
  const [reading, setReading] = useState(0);
  const kit = useSchemaForm<ProposalValues, undefined, ProposalRequest>({
    defaultValues: proposalStart(draft, initialHostId, initialOpportunityId),
    schema: loadSchema,
    input: proposalInput,
    // An unchosen partner is required, not unknown.
    check: (values) => (values.host_id ? {} : { host_id: t('proposal.allRequired') }),
    unreachable: () => t('proposal.sendFailed'),
    idOf,
    order: PROPOSAL_FIELDS,
  });
  const { host_id, opportunity_id, title, cover_letter, documents } = kit.values;
  const send = useMutation({ mutationFn: sendProposal });

  useEffect(() => {
    saveDraft(draftAt, { host_id, opportunity_id, title, cover_letter });
  }, [draftAt, host_id, opportunity_id, title, cover_letter]);

  const { setValue } = kit.form;
  useEffect(() => {
    const stale = staleChoice(hosts.data, { host_id, opportunity_id });
    if (stale) for (const [name, value] of Object.entries(stale)) setValue(name as keyof ProposalDraft, value);
  }, [hosts.data, host_id, opportunity_id, setValue]);

  const submit = kit.submit(
    (body) => {
      if (send.isPending) return;
      send.mutate(body, {
        onSuccess: async () => {
          clearDraft(draftAt);
          await refreshProposals(client);
          toast.success(t('proposal.sent'), { duration: TOAST_DURATIONS.quickSuccess });
          kit.form.reset(proposalStart(null, '', ''));
          setRestored(false);
          done();
        },
        onError: (cause) => {
          // A document's message (documents.0.file) belongs to the documents field.
          const server = serverFieldErrors(cause);
          const document = Object.entries(server).find(([key]) => key.startsWith('documents'))?.[1];
          kit.fail({ ...server, documents: document, [FORM_ERROR]: failureMessage(cause, t('proposal.sendFailed')) });
        },
      });
    },
    // The check's messages at their fields, the first above the form and as a toast.
    (errors) => showFor(kit.headline(errors) ?? t('proposal.allRequired')),
  );

  async function choose(files: File[]) {
    const problem = documentProblem(files, kit.form.getValues('documents').length);
    if (problem) {
      kit.form.setError('documents', { type: 'shown', message: t(`proposal.${problem}`) });
      return showFor(t(`proposal.${problem}`));
    }
    setReading((n) => n + 1);
    try {
      const read = await Promise.all(files.map(async (file) => ({ name: file.name, file: await fileToBase64(file) })));
      kit.change('documents', [...kit.form.getValues('documents'), ...read]);
    } finally {
      setReading((n) => n - 1);
    }
  }

  const remove = (at: number) =>
    kit.change(
      'documents',
      documents.filter((_, index) => index !== at),
    );
  const host = hosts.data?.find((item) => item.id === host_id);

  function discardDraft() {
    clearDraft(draftAt);
    kit.form.reset({ ...proposalStart(null, '', ''), documents });
    setRestored(false);
  }

  const sending = send.isPending;
  return {
    t,
    kit,
    idOf,
    hosts,
    host,
    restored,
    sending,
    busy: sending || reading > 0,
    submit,
    choose,
    remove,
    discardDraft,
  };
}

/**
 * 'Create a proposal': partner, title, cover letter and documents, all required. The text of an
 * unfinished proposal stays on this device (per account, gone at sign-out) and comes back when the form reopens.
 * Opened for a partner (its profile's 'Send a proposal') or an opportunity ('Apply with a proposal'), the partner
 * and opportunity are chosen already.
 */
export function CreateProposalDialog({
  open,
  onOpenChange,
  initialHostId = '',
  initialOpportunityId = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialHostId?: string;
  initialOpportunityId?: string;
}) {
  const form = useProposalForm(initialHostId, initialOpportunityId, () => onOpenChange(false), open);
  const { t, kit, idOf, hosts, host, restored, sending, busy } = form;
  const { field } = kit;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('proposals.create.title')}>
      <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
        {restored ? (
          <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-soft p-3 text-ink">
            {t('proposals.create.draftRestored')}
            <button type="button" onClick={form.discardDraft} className="min-h-11 font-semibold underline">
              {t('proposals.create.discardDraft')}
            </button>
          </p>
        ) : null}
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <SelectField
          {...field('host_id')}
          onValueChange={(value) => {
            kit.change('host_id', value);
            kit.change('opportunity_id', '');
          }}
          label={t('proposals.create.host')}
          required
          placeholder={t('proposals.create.chooseHost')}
          options={(hosts.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        {host && host.opportunities.length > 0 ? (
          <SelectField
            {...field('opportunity_id')}
            label={t('proposals.create.opportunity')}
            placeholder={t('proposals.create.noOpportunity')}
            options={host.opportunities.map((item) => ({ value: item.id, label: item.title }))}
          />
        ) : null}
        <TextField
          {...field('title')}
          label={t('proposals.create.titleField')}
          required
          maxLength={PROPOSAL_LIMITS.title}
        />
        <TextAreaField
          {...field('cover_letter')}
          label={t('proposals.create.coverLetter')}
          required
          maxLength={PROPOSAL_LIMITS.coverLetter}
        />
        <ProposalDocumentsField
          id={idOf('documents')}
          documents={kit.values.documents}
          error={kit.errors.documents}
          onChoose={(files) => void form.choose(files)}
          onRemove={form.remove}
        />
        <SubmitButton busy={busy}>
          {sending ? t('proposals.create.sending') : t('proposals.create.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
