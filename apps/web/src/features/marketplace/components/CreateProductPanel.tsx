import { useT } from '../../../lib/i18n';

/** The 'Create Product' tab of the create dialog. Replaced by the product form when the marketplace lands. */
export default function CreateProductPanel() {
  const t = useT();
  return <p className="rounded-lg border border-warning-line bg-warning-soft p-4">{t('create.productNotYet')}</p>;
}
