import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES, proposalRequestSchema } from '@creative-ng/shared/proposals/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { FilePlus, FileText, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { Dialog } from '../../../components/ui/Dialog';
import { clearDraft, draftAccountId, draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { useFieldErrors, useFormMessage } from '../../../lib/fieldErrors';
import { issueText, useMessageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { fileToBase64 } from '../../../lib/upload';
import { failureMessage, serverFieldErrors } from '../../listings/lib/messages';
import { useProposalsT } from '../i18n';
import { refreshProposals, sendProposal, useHosts } from '../lib/proposalsApi';

const ACCEPTED = new Map([
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
]);

/** True for a .pdf, .png or .jpg/.jpeg file (the server reads the real type from the bytes). */
export function acceptedDocument(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = ACCEPTED.get(extension);
  return Boolean(mime) && (file.type === '' || file.type === mime);
}

/** The text of an unfinished proposal, kept on the device (documents are not: they are sent only as a whole). */
interface ProposalDraft {
  host_id: string;
  opportunity_id: string;
  title: string;
  cover_letter: string;
}

const draftText = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  const t = useProposalsT();
  const messageText = useMessageText();
  const id = useId();
  const client = useQueryClient();
  const hosts = useHosts(open, initialHostId);
  const session = useSession();
  const draftAt = draftKey('proposal', draftAccountId(session));
  const [draft] = useState(() => loadDraft<ProposalDraft>(draftAt));
  const [hostId, setHostId] = useState(() => initialHostId || draftText(draft?.host_id));
  const [opportunityId, setOpportunityId] = useState(() =>
    initialHostId ? initialOpportunityId : draftText(draft?.opportunity_id),
  );
  const [title, setTitle] = useState(() => draftText(draft?.title));
  const [coverLetter, setCoverLetter] = useState(() => draftText(draft?.cover_letter));
  const [restored, setRestored] = useState(Boolean(draft));
  const [files, setFiles] = useState<File[]>([]);
  const values = { host_id: hostId, opportunity_id: opportunityId, title, cover_letter: coverLetter, documents: files };
  const [fields, setFields] = useFieldErrors(values);
  const [alert, setAlert] = useFormMessage(values);
  const [busy, setBusy] = useState(false);
  const host = hosts.data?.find((item) => item.id === hostId);

  useEffect(() => {
    saveDraft(draftAt, { host_id: hostId, opportunity_id: opportunityId, title, cover_letter: coverLetter });
  }, [draftAt, hostId, opportunityId, title, coverLetter]);

  // A kept partner (or opportunity) that is no longer on offer is dropped rather than sent.
  useEffect(() => {
    if (!hosts.data || !hostId) return;
    const kept = hosts.data.find((item) => item.id === hostId);
    if (!kept) {
      setHostId('');
      setOpportunityId('');
    } else if (opportunityId && !kept.opportunities.some((item) => item.id === opportunityId)) {
      setOpportunityId('');
    }
  }, [hosts.data, hostId, opportunityId]);

  function discardDraft() {
    clearDraft(draftAt);
    setHostId('');
    setOpportunityId('');
    setTitle('');
    setCoverLetter('');
    setRestored(false);
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const wrong = chosen.find((file) => !acceptedDocument(file));
    const big = chosen.find((file) => file.size > PROPOSAL_LIMITS.documentBytes);
    const problem = wrong
      ? t('proposal.badType')
      : big
        ? t('proposal.tooBig')
        : files.length + chosen.length > PROPOSAL_LIMITS.documents
          ? t('proposal.tooMany')
          : null;
    if (problem) {
      setFields((current) => ({ ...current, documents: problem }));
      toast.error(problem, { duration: TOAST_DURATIONS.error });
      return;
    }
    setFiles((current) => [...current, ...chosen]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const missing: Record<string, string> = {};
    const required = t('proposal.allRequired');
    if (!hostId) missing.host_id = required;
    if (!title.trim()) missing.title = required;
    if (!coverLetter.trim()) missing.cover_letter = required;
    if (files.length === 0) missing.documents = required;
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setAlert(required);
      toast.error(required, { duration: TOAST_DURATIONS.error });
      return;
    }
    setBusy(true);
    try {
      const documents = await Promise.all(
        files.map(async (file) => ({ name: file.name, file: await fileToBase64(file) })),
      );
      const parsed = proposalRequestSchema.safeParse({
        host_id: hostId,
        opportunity_id: opportunityId || null,
        title,
        cover_letter: coverLetter,
        documents,
      });
      if (!parsed.success) {
        const message = messageText(issueText(parsed.error.issues[0]) || messageText(PROPOSAL_MESSAGES.allRequired));
        setAlert(message);
        toast.error(message, { duration: TOAST_DURATIONS.error });
        return;
      }
      await sendProposal(parsed.data);
      clearDraft(draftAt);
      await refreshProposals(client);
      toast.success(t('proposal.sent'), { duration: TOAST_DURATIONS.quickSuccess });
      setHostId('');
      setOpportunityId('');
      setTitle('');
      setCoverLetter('');
      setFiles([]);
      setFields({});
      setRestored(false);
      onOpenChange(false);
    } catch (cause) {
      const server = serverFieldErrors(cause);
      const documents = Object.entries(server).find(([key]) => key.startsWith('documents'))?.[1];
      setFields({ ...server, ...(documents ? { documents } : {}) });
      setAlert(failureMessage(cause, t('proposal.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('proposals.create.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
        {restored ? (
          <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-soft p-3 text-ink">
            {t('proposals.create.draftRestored')}
            <button type="button" onClick={discardDraft} className="min-h-11 font-semibold underline">
              {t('proposals.create.discardDraft')}
            </button>
          </p>
        ) : null}
        <FormAlert message={alert} />
        <SelectField
          id={`${id}-host`}
          label={t('proposals.create.host')}
          required
          value={hostId}
          onValueChange={(value) => {
            setHostId(value);
            setOpportunityId('');
          }}
          error={fields.host_id}
          placeholder={t('proposals.create.chooseHost')}
          options={(hosts.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        {host && host.opportunities.length > 0 ? (
          <SelectField
            id={`${id}-opportunity`}
            label={t('proposals.create.opportunity')}
            value={opportunityId}
            onValueChange={setOpportunityId}
            error={fields.opportunity_id}
            placeholder={t('proposals.create.noOpportunity')}
            options={host.opportunities.map((item) => ({ value: item.id, label: item.title }))}
          />
        ) : null}
        <TextField
          id={`${id}-title`}
          label={t('proposals.create.titleField')}
          required
          value={title}
          onValueChange={setTitle}
          error={fields.title}
          maxLength={PROPOSAL_LIMITS.title}
        />
        <TextAreaField
          id={`${id}-cover`}
          label={t('proposals.create.coverLetter')}
          required
          value={coverLetter}
          onValueChange={setCoverLetter}
          error={fields.cover_letter}
          maxLength={PROPOSAL_LIMITS.coverLetter}
        />
        <div className="flex flex-col gap-2">
          <p id={`${id}-documents-label`} className="font-semibold text-ink">
            {t('proposals.create.documents')}
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          </p>
          <p id={`${id}-documents-hint`} className="text-sm text-muted">
            {t('proposals.create.documentsHint')}
          </p>
          {/* The same chooser as every other upload: a labelled button, not the browser's untranslated control. */}
          <input
            id={`${id}-documents`}
            type="file"
            multiple
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            onChange={choose}
            aria-labelledby={`${id}-documents-label ${id}-documents-button`}
            aria-describedby={[`${id}-documents-hint`, fields.documents ? `${id}-documents-error` : '']
              .filter(Boolean)
              .join(' ')}
            aria-invalid={fields.documents ? true : undefined}
            className="peer sr-only"
          />
          <label
            id={`${id}-documents-button`}
            htmlFor={`${id}-documents`}
            className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-gray-500 bg-white px-3 font-semibold text-ink hover:bg-canvas peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
          >
            <FilePlus aria-hidden="true" className="size-5" />
            {files.length > 0 ? t('proposals.create.addMoreDocuments') : t('proposals.create.chooseDocuments')}
          </label>
          {files.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-2 text-ink">
                  <FileText aria-hidden="true" className="size-5 shrink-0" />
                  <span className="min-w-0 flex-1 break-all">{file.name}</span>
                  <button
                    type="button"
                    onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                    aria-label={t('proposals.create.remove', { name: file.name })}
                    className="inline-flex size-11 items-center justify-center rounded-full hover:bg-canvas"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {fields.documents ? (
            <p id={`${id}-documents-error`} className="text-sm font-medium text-danger">
              {messageText(fields.documents)}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy}>{busy ? t('proposals.create.sending') : t('proposals.create.submit')}</SubmitButton>
      </form>
    </Dialog>
  );
}
