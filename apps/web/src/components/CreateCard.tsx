import { Plus } from 'lucide-react';
import { buttonClasses } from './ui/Button';

/** The card that invites a member to create something (an offer, an opportunity, a training, a proposal). */
export function CreateCard({
  id,
  title,
  text,
  action,
  onCreate,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  text: string;
  action: string;
  onCreate: () => void;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-primary bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <p className="text-ink">{text}</p>
      </div>
      <button type="button" onClick={onCreate} className={buttonClasses({}, 'shrink-0')}>
        <Plus aria-hidden="true" className="size-5" />
        {action}
      </button>
    </section>
  );
}
