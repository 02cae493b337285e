import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /post/:id – One public post. Not built yet: this file is replaced when the feature lands. */
export default function PostPage() {
  const t = useT();
  return (
    <Page title={t('page.post.title')}>
      <NotAvailableYet />
    </Page>
  );
}
