import { MarkdownPage } from '../MarkdownPage';

/** /faq */
export default function FaqPage() {
  return <MarkdownPage document="faq" />;
}
