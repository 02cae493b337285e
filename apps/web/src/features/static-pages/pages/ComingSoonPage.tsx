import { MarkdownPage } from '../MarkdownPage';

/** /licensepage, /fundingpage and /newform: the shared placeholder page */
export default function ComingSoonPage() {
  return <MarkdownPage document="coming-soon" />;
}
