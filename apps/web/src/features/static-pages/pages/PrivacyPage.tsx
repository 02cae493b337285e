import { MarkdownPage } from '../MarkdownPage';

/** /privacy */
export default function PrivacyPage() {
  return <MarkdownPage document="privacy" />;
}
