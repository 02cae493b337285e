import type { ProposalRequest } from '@creative-ng/shared/proposals/index';
import { FilePlus, FileText } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { FieldError } from '../../../components/ui/Field';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { takeFiles } from '../../../lib/upload';
import { useProposalsT } from '../i18n';

type Document = ProposalRequest['documents'][number];

/**
 * A proposal's documents: a labelled button that opens the file chooser (not the browser's untranslated
 * control), the documents chosen with a remove button each, and the field's message.
 */
export function ProposalDocumentsField({
  id,
  documents,
  error,
  onChoose,
  onRemove,
}: {
  id: string;
  documents: readonly Document[];
  error: string | undefined;
  onChoose: (files: File[]) => void;
  onRemove: (at: number) => void;
}) {
  const t = useProposalsT();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = takeFiles(event.target);
    if (files.length > 0) onChoose(files);
  }
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="font-semibold text-ink">
        {t('proposals.create.documents')}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('proposals.create.documentsHint')}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        onChange={choose}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="peer sr-only"
      />
      <label
        id={`${id}-button`}
        htmlFor={id}
        className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-gray-500 bg-white px-3 font-semibold text-ink hover:bg-canvas peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
      >
        <FilePlus aria-hidden="true" className="size-5" />
        {documents.length > 0 ? t('proposals.create.addMoreDocuments') : t('proposals.create.chooseDocuments')}
      </label>
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {documents.map((document, at) => (
            <li
              key={`${document.name}-${document.file.length}-${document.file.slice(-24)}`}
              className="flex items-center gap-2 text-ink"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0 flex-1 break-all">{document.name}</span>
              <RemoveButton
                onClick={() => onRemove(at)}
                label={t('proposals.create.remove', { name: document.name })}
                className="size-11 hover:bg-canvas"
                icon="size-5"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
