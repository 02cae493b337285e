import { useT } from '../../../lib/i18n';

/** The 'Create Post' tab of the create dialog. Replaced by the post form when the feed feature lands. */
export default function CreatePostPanel() {
  const t = useT();
  return <p className="rounded-lg border border-warning-line bg-warning-soft p-4">{t('create.postNotYet')}</p>;
}
